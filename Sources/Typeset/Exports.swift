// `import Typeset` gives views, layout, text and output.
@_exported import TypesetLayout
@_exported import TypesetText
