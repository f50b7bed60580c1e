#!/usr/bin/env python3
"""Deterministic text corpus for Typeset's benchmark and Pango oracle.

    python3 Benchmarks/gen_corpus.py            > corpus.txt   # 2,000 paragraphs, one per line
    python3 Benchmarks/gen_corpus.py --labels   > labels.txt   # 2,000 short UI labels (1-4 words)
    python3 Benchmarks/gen_corpus.py -o FILE [--labels] [--count N]

Everything comes from the vocabulary below and an xorshift64* generator with a constant seed.
Only integer arithmetic and exact float operations are used (no libm calls), so the output is
byte-identical on any Python 3. The text is English prose with the features a line breaker and
a shaper have to get right: hyphenated compounds, numbers (with separators, decimals, percent,
times, ranges), curly double and single quotes, possessive and contracted apostrophes (U+2019),
em dashes (spaced and unspaced), ellipses (U+2026), parentheses, colons and semicolons, and a
few long words that do not fit a narrow line. Output is UTF-8 with "\\n" line ends; no line
contains a tab or a control character.
"""

import argparse
import sys

MASK64 = (1 << 64) - 1


class XorShift64Star:
    def __init__(self, seed):
        self.state = seed & MASK64 or 1

    def next(self):
        x = self.state
        x ^= x >> 12
        x ^= (x << 25) & MASK64
        x ^= x >> 27
        self.state = x
        return (x * 0x2545F4914F6CDD1D) & MASK64

    def below(self, n):
        """An integer in [0, n)."""
        return (self.next() >> 11) % n

    def unit(self):
        """A float in [0, 1): 53 random bits, exactly representable."""
        return (self.next() >> 11) / 9007199254740992.0

    def chance(self, numerator, denominator):
        return self.below(denominator) < numerator

    def pick(self, items):
        return items[self.below(len(items))]


WORDS = """
the of and to in is that for it as was with be by on not he this are or his from at which but
have an they you were her she there been one all we their has would when if so no will can more
about than its into them only some could these may then first any new very time two like our
what out over such also most other well after years where made many before must through back
much good between great same another because while under might last down still own just those
people state world work life part place case point group number system program question
government night house line order side power course change small large local long young
water light table paper window garden river morning evening letter reader writer story
history music market council village station minute moment language letterform typeface
paragraph margin column layout render measure width height baseline glyph cluster shaping
kerning ligature spacing alignment leading tracking proposal container modifier stack frame
view text font weight style design surface pixel screen device label button toolbar sidebar
engine cache buffer string index range offset value result module package library version
quickly slowly carefully almost never always often rather quite simply exactly nearly
however therefore although perhaps indeed meanwhile otherwise instead together already
bright quiet heavy narrow wide early late simple careful gentle clear plain honest curious
familiar ordinary precise subtle steady patient ancient modern northern southern crooked
walked carried measured drew wrote read opened closed turned followed noticed remembered
explained suggested considered arranged balanced wrapped broke fitted counted checked
""".split()

LONG_WORDS = """
internationalization incomprehensibilities characteristically counterrevolutionary
electroencephalography uncharacteristically institutionalization telecommunications
""".split()

COMPOUNDS = """
well-known long-term state-of-the-art read-only high-level built-in so-called twenty-one
self-contained user-facing right-to-left left-to-right fine-grained one-time up-to-date
cross-platform open-source hand-written half-open first-class run-time line-break
""".split()

NAMES = """
Anna Bertrand Chiara Dmitri Elena Farid Greta Hugo Ingrid Jonas Keiko Lars Maren Nadia Oskar
Priya Quentin Rosa Samir Tove Ugo Vera Walter Yusuf Zofia
""".split()

CONTRACTIONS = ["don’t", "it’s", "isn’t", "can’t", "won’t", "they’re", "we’ve", "that’s",
                "wasn’t", "didn’t", "you’ll", "I’d"]

UNITS = ["px", "pt", "km", "kg", "ms", "MB", "%"]


def number(rng):
    kind = rng.below(9)
    if kind == 0:
        return str(1 + rng.below(99))
    if kind == 1:
        return "{:,}".format(1000 + rng.below(9_999_000))
    if kind == 2:
        return "{}.{}".format(rng.below(100), rng.below(100))
    if kind == 3:
        return str(1850 + rng.below(180))
    if kind == 4:
        return "{}%".format(rng.below(101))
    if kind == 5:
        return "{}:{:02d}".format(1 + rng.below(12), rng.below(60))
    if kind == 6:
        a = 1 + rng.below(50)
        return "{}–{}".format(a, a + 1 + rng.below(50))  # en dash range
    if kind == 7:
        return "{} {}".format(1 + rng.below(500), rng.pick(UNITS)).replace(" %", "%")
    return "No. {}".format(1 + rng.below(999))


def word(rng):
    r = rng.below(100)
    if r < 72:
        return rng.pick(WORDS)
    if r < 80:
        return rng.pick(COMPOUNDS)
    if r < 86:
        return number(rng)
    if r < 90:
        return rng.pick(NAMES) + "’s"
    if r < 94:
        return rng.pick(CONTRACTIONS)
    if r < 98:
        return rng.pick(NAMES)
    if r < 99:
        return rng.pick(LONG_WORDS)
    return rng.pick(WORDS) + "’s"


def capitalize(w):
    return w[:1].upper() + w[1:]


def sentence_words(rng, budget):
    """A list of tokens (words with attached punctuation) of about `budget` characters."""
    tokens = []
    length = 0
    while True:
        r = rng.below(100)
        if r < 6 and length > 0:
            # a quotation of 1-4 words
            n = 1 + rng.below(4)
            inner = " ".join(word(rng) for _ in range(n))
            tok = ("“{}”" if rng.chance(3, 4) else "‘{}’").format(inner)
        elif r < 9 and length > 0:
            tok = "(" + " ".join(word(rng) for _ in range(1 + rng.below(3))) + ")"
        else:
            tok = word(rng)
        tokens.append(tok)
        length += len(tok) + 1
        if length >= budget:
            break
        r = rng.below(100)
        if r < 7:
            tokens[-1] += ","
        elif r < 9:
            tokens[-1] += ";"
        elif r < 10:
            tokens[-1] += ":"
        elif r < 13:
            tokens.append("—")  # spaced em dash
        elif r < 15:
            tokens[-1] += "—" + word(rng)  # unspaced em dash
        elif r < 16:
            tokens[-1] += "…"
    tokens[0] = capitalize(tokens[0])
    end = rng.below(20)
    tokens[-1] += "." if end < 14 else ("?" if end < 16 else ("!" if end < 17 else "…"))
    return tokens


def paragraph(rng):
    # Skewed length: usually the product of two uniforms (median about 2/3 of the mean),
    # sometimes uniform over the whole range (the long tail up to ~1,500 characters).
    if rng.chance(1, 16):
        target = 19 + int(1481 * rng.unit())
    else:
        target = 19 + int(1085 * rng.unit() * rng.unit())
    sentences = []
    length = 0
    while length < target:
        remaining = target - length
        budget = min(remaining, 30 + rng.below(140))
        if remaining - budget < 20:
            budget = remaining
        s = " ".join(sentence_words(rng, budget))
        sentences.append(s)
        length += len(s) + 1
    return " ".join(sentences)


UI_VERBS = """Save Open Close Export Import Share Delete Rename Duplicate Print Undo Redo Copy Paste
Move Archive Restore Search Filter Sort Edit Add Remove Show Hide Sync Download Upload Send
Reply Forward Preview Zoom Refresh Connect Sign""".split()
UI_ADJ = """New Recent All Selected Hidden Shared Private Large Small Default Advanced Custom Local
Remote Unread Starred Favourite Next Previous Other""".split()
UI_NOUNS = """File Files Document Documents Settings Account Photos Library Folder Window Tab Tabs
Message Messages Contacts Calendar Notes Reminders Downloads Music Playlist Album Network
Printer Display Sound Battery Privacy Security Updates Storage History Bookmarks Profile
Password Theme Font Fonts Layout Preferences Help Details""".split()
UI_PREP = ["to", "from", "as", "in", "with", "for", "by", "on"]


def label(rng):
    r = rng.below(20)
    if r < 4:
        return rng.pick(UI_VERBS) + ("…" if rng.chance(1, 3) else "")
    if r < 8:
        return rng.pick(UI_VERBS) + " " + rng.pick(UI_NOUNS).lower()
    if r < 11:
        return rng.pick(UI_ADJ) + " " + rng.pick(UI_NOUNS).lower()
    if r < 13:
        return "{} {} {}".format(rng.pick(UI_VERBS), rng.pick(UI_PREP), rng.pick(UI_NOUNS).lower())
    if r < 15:
        return "{} {} {} {}".format(rng.pick(UI_VERBS), rng.pick(UI_ADJ).lower(),
                                    rng.pick(UI_NOUNS).lower(), rng.pick(["now", "again", "later", "all"]))
    if r < 16:
        return "{}’s {}".format(rng.pick(NAMES), rng.pick(UI_NOUNS))
    if r < 17:
        n = 1 + rng.below(999)
        return "{} {}".format(n, rng.pick(["items", "photos", "messages", "files", "songs"]))
    if r < 18:
        return "{}%".format(rng.below(101))
    if r < 19:
        return rng.pick(UI_NOUNS)
    return "{} — {}".format(rng.pick(UI_NOUNS), rng.pick(UI_ADJ))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--labels", action="store_true", help="short UI labels instead of paragraphs")
    ap.add_argument("--count", type=int, default=2000, help="number of lines (default 2000)")
    ap.add_argument("-o", "--output", help="write to this file instead of stdout")
    args = ap.parse_args()

    rng = XorShift64Star(0x9E3779B97F4A7C15 if not args.labels else 0xD1B54A32D192ED03)
    make = label if args.labels else paragraph
    data = "".join(make(rng) + "\n" for _ in range(args.count)).encode("utf-8")
    if args.output:
        with open(args.output, "wb") as f:
            f.write(data)
    else:
        sys.stdout.buffer.write(data)


if __name__ == "__main__":
    main()
