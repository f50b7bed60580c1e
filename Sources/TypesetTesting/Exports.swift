// `import TypesetTesting` gives the assertions, the audit and Typeset itself.
@_exported import Typeset
@_exported import TypesetAudit
