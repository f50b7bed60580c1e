// `import Typeset` gives views, layout, text, translations and output.
@_exported import TypesetLayout
@_exported import TypesetLocalization
@_exported import TypesetText
