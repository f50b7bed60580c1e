#ifndef TYPESET_PREVIEWS_H
#define TYPESET_PREVIEWS_H

/// The bounds of the `typeset_previews` section of the program, where each `#Preview` leaves one
/// record (a function that makes the preview); both NULL when the program has no preview.
const void *typeset_previews_start(void);
const void *typeset_previews_end(void);

#endif
