import Foundation
import Testing

@testable import Typeset

/// Inline Markdown of localized keys (research text-input §4). Expectations come from the
/// GFM spec 0.29 (https://github.github.com/gfm/, CommonMark 0.29 plus the extensions; example
/// numbers as in cmark-gfm's `test/spec.txt`), cmark-gfm's own strikethrough extension
/// (`extensions/strikethrough.c`), Apple's documentation of
/// `inlineOnlyPreservingWhitespace` and the research file's list of what renders.
@Suite struct InlineMarkdownTests {
    typealias Span = InlineMarkdown.Span

    private func parse(_ source: String) -> [Span] { InlineMarkdown.parse(source) }

    /// The text of the spans joined: what is displayed.
    private func shown(_ source: String) -> String { parse(source).map(\.text).joined() }

    // MARK: Each inline element

    @Test func strongEmphasis() {
        // The issue's example; GFM examples 387 (`**foo bar**`) and 391 (`__foo bar__`).
        #expect(parse("Tap **Continue** to agree") == [Span("Tap "), Span("Continue", .bold), Span(" to agree")])
        #expect(parse("**foo bar**") == [Span("foo bar", .bold)])
        #expect(parse("__foo bar__") == [Span("foo bar", .bold)])
    }

    @Test func emphasis() {
        // GFM examples 360 (`*foo bar*`) and 366 (`_foo bar_`).
        #expect(parse("*foo bar*") == [Span("foo bar", .italic)])
        #expect(parse("_foo bar_") == [Span("foo bar", .italic)])
    }

    @Test func boldItalic() {
        // GFM example 476: `***foo***` → <em><strong>foo</strong></em>.
        #expect(parse("***foo***") == [Span("foo", [.bold, .italic])])
        // Example 422: `***foo** bar*` → <em><strong>foo</strong> bar</em>.
        #expect(parse("***foo** bar*") == [Span("foo", [.bold, .italic]), Span(" bar", .italic)])
    }

    @Test func strikethrough() {
        // GFM example 491: `~~Hi~~ Hello, world!`. cmark-gfm also takes one tilde unless
        // CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE is set (`extensions/strikethrough.c`).
        #expect(parse("~~Hi~~ Hello, world!") == [Span("Hi", .strikethrough), Span(" Hello, world!")])
        #expect(parse("~Hi~") == [Span("Hi", .strikethrough)])
        // Like emphasis (example 414), it spans a line break inside the paragraph.
        #expect(parse("~~a\nb~~") == [Span("a\nb", .strikethrough)])
    }

    @Test func inlineCode() {
        // GFM examples 338 (`` `foo` ``) and 339: one space is stripped from each side.
        #expect(parse("Run `swift test` now") == [Span("Run "), Span("swift test", .code), Span(" now")])
        #expect(parse("`` foo ` bar ``") == [Span("foo ` bar", .code)])
        // Example 348: backslash escapes do not work in code spans.
        #expect(parse("`foo\\`bar`") == [Span("foo\\", .code), Span("bar`")])
        // Markup inside code is literal (code spans bind more tightly, 6.3).
        #expect(parse("`**not bold**`") == [Span("**not bold**", .code)])
    }

    @Test func links() throws {
        // GFM example 493: `[link](/uri "title")`; the URL is kept.
        #expect(parse("[link](/uri \"title\")") == [Span("link", link: URL(string: "/uri"))])
        let apple = parse("See [Apple](https://www.apple.com) now")
        #expect(apple == [Span("See "), Span("Apple", link: URL(string: "https://www.apple.com")), Span(" now")])
        // Styles inside link text (example 524: `[link *foo **bar** `#`*](/uri)`).
        #expect(
            parse("[link *foo **bar** `#`*](/uri)") == [
                Span("link ", link: URL(string: "/uri")), Span("foo ", .italic, link: URL(string: "/uri")),
                Span("bar", [.italic, .bold], link: URL(string: "/uri")), Span(" ", .italic, link: URL(string: "/uri")),
                Span("#", [.italic, .code], link: URL(string: "/uri")),
            ])
        // Autolinks (example 602) and an email autolink (example 612: mailto:).
        #expect(parse("<http://foo.bar.baz>") == [Span("http://foo.bar.baz", link: URL(string: "http://foo.bar.baz"))])
        #expect(parse("<foo@bar.example.com>") == [Span("foo@bar.example.com", link: URL(string: "mailto:foo@bar.example.com"))])
        // Backslash escapes in a destination are resolved (as in example 508, `[link](foo\)\:)`
        // → `foo):`).
        #expect(try #require(parse("[a](https://example.com/a\\_b\\))").first?.link).absoluteString == "https://example.com/a_b)")
    }

    @Test func escapesAndEntities() {
        // Research §4.3 and GFM example 310: a backslash makes punctuation literal.
        #expect(parse("\\*not emphasized\\*") == [Span("*not emphasized*")])
        #expect(parse("\\_\\_a\\_\\_ \\`b\\` \\[c\\]\\(d\\) \\~~e~~") == [Span("__a__ `b` [c](d) ~~e~~")])
        // Example 309: a backslash before a character that is not ASCII punctuation stays.
        #expect(shown("\\A\\a") == "\\A\\a")
        // Entity and numeric references (examples 321, 322).
        #expect(shown("&amp; &copy; &#35; &#x22;") == "& © # \"")
    }

    // MARK: What stays literal

    @Test func blockSyntaxKeepsItsMarkers() {
        // Apple: inline-only syntax "applies only inline attributes; text of syntax that the
        // option excludes stays in the result" (research §4.2).
        for source in [
            "# Heading", "## Two", "- item", "+ item", "* item", "> quote", "1. step", "2) step", "***", "---", "___",
            "    indented code", "```", "~~~", "Title\n=====", "Title\n-----", "<div>", "| a | b |", "[foo]: /url",
        ] {
            #expect(shown(source) == source, "\(source)")
        }
        // Inline styles still apply on such lines.
        #expect(parse("# **Big**") == [Span("# "), Span("Big", .bold)])
        #expect(parse("- *one*\n- two") == [Span("- "), Span("one", .italic), Span("\n- two")])
    }

    @Test func whitespaceIsPreserved() {
        // `inlineOnlyPreservingWhitespace`: runs of spaces and line breaks are kept as written.
        for source in [
            "a  b", "a\nb", "a\n\nb", "  leading", "trailing  ", "hard  \nbreak", "tab\tin", "\tlead", "a\n   b",
            "line\\\nend", "a\n\n\n", "\n", " ",
        ] {
            #expect(shown(source) == source, "\(source.debugDescription)")
        }
        #expect(shown("a\r\nb\rc") == "a\nb\nc")
        #expect(shown("*a*\r\nb\rc") == "a\nb\nc")
        // Emphasis spans lines (example 414).
        #expect(parse("*a\nb*") == [Span("a\nb", .italic)])
        #expect(parse("**a  \n  b**") == [Span("a  \n  b", .bold)])
    }

    @Test func delimitersThatAreNotMarkup() {
        // Intraword underscores do not emphasize (example 369: `foo_bar_`); spaced asterisks are
        // not flanking (example 361: `a * foo bar*`); unmatched delimiters are literal (example
        // 451: `**foo*` → `*<em>foo</em>`).
        #expect(parse("foo_bar_") == [Span("foo_bar_")])
        #expect(parse("snake_case_name") == [Span("snake_case_name")])
        #expect(parse("a * foo bar*") == [Span("a * foo bar*")])
        #expect(parse("**foo*") == [Span("*"), Span("foo", .italic)])
        #expect(parse("100%") == [Span("100%")])
        // Raw HTML is shown as written (research: not interpreted); an image shows its description.
        #expect(shown("a <b>c</b>") == "a <b>c</b>")
        #expect(parse("![a star](star.png)") == [Span("a star")])
        // Bare URLs are not linked (autolink extension off).
        #expect(parse("https://example.com") == [Span("https://example.com")])
    }

    // MARK: Format specifiers

    @Test func specifiersComeThroughWhole() {
        #expect(parse("**%@**") == [Span("%@", .bold)])
        #expect(parse("%lld%% of %1$@ used") == [Span("%lld%% of %1$@ used")])
        #expect(parse("*%2$@* hat %1$lld Äpfel") == [Span("%2$@", .italic), Span(" hat %1$lld Äpfel")])
        #expect(parse("Rated `%.1f` ~~%d~~") == [Span("Rated "), Span("%.1f", .code), Span(" "), Span("%d", .strikethrough)])
        #expect(parse("[%@](https://example.com/%@)").first?.text == "%@")
        // A `*` or `_` inside a specifier is never markup (a width from the arguments, a
        // `.stringsdict` variable name).
        #expect(parse("%*d **x**") == [Span("%*d "), Span("x", .bold)])
        #expect(parse("%.*f and *y*") == [Span("%.*f and "), Span("y", .italic)])
        #expect(parse("_%#@files_count@_") == [Span("%#@files_count@", .italic)])
        #expect(parse("%#@a_@ and %#@_b@") == [Span("%#@a_@ and %#@_b@")])
        // Every specifier of the source is inside one span.
        let source = "**%1$@** sent %2$lld `%3$@` to *%4$@*, ~%5$.2f~ [%6$@](x) %%"
        let spans = parse(source)
        for specifier in ["%1$@", "%2$lld", "%3$@", "%4$@", "%5$.2f", "%6$@", "%%"] {
            #expect(spans.contains { $0.text.contains(specifier) }, "\(specifier)")
        }
    }

    @Test func aKeyWithoutArgumentsHasNoSpecifiers() {
        // SwiftUI does not format a key without interpolation: `%*o` is text, and `*off*` italic.
        #expect(InlineMarkdown.parse("50%*off*", formatSpecifiers: false) == [Span("50%"), Span("off", .italic)])
        #expect(InlineMarkdown.parse("50%*off*") == [Span("50%*off*")])
    }

    @Test func scannerFindsSpecifiers() {
        func found(_ string: String) -> [String] {
            let scalars = Array(string.unicodeScalars)
            return FormatSpecifierScanner.specifiers(in: scalars).map { String(String.UnicodeScalarView(scalars[$0])) }
        }
        #expect(found("%@ %lld %d %u %llu %f %lf %.2f %1$@ %2$lld %% %-5s %+d %05.1f %*d %.*f %hhd %zu %#@n@") == [
            "%@", "%lld", "%d", "%u", "%llu", "%f", "%lf", "%.2f", "%1$@", "%2$lld", "%%", "%-5s", "%+d", "%05.1f", "%*d",
            "%.*f", "%hhd", "%zu", "%#@n@",
        ])
        #expect(found("100% sure").isEmpty == false)  // "% s" is a specifier to printf (space flag)
        #expect(found("5%").isEmpty)
        #expect(found("%y %k %").isEmpty)
    }

    @Test func emptyAndPlainSources() {
        #expect(parse("").isEmpty)
        #expect(parse("Plain text, no markup: 100% #1") == [Span("Plain text, no markup: 100% #1")])
    }

    @Test func hostileSourcesDoNotCrash() {
        let sources = [
            String(repeating: "*", count: 5000), String(repeating: "[", count: 3000) + String(repeating: "]", count: 3000),
            String(repeating: "`", count: 4001), String(repeating: "**a", count: 2000), "\u{0}*a*\u{0}",
            String(repeating: "%*", count: 1000), "\u{2000}\u{2001}\u{2002}\u{2003}\u{2004}\u{2005}\u{2006}\u{2007}\u{2008}\u{2009}\u{200A}\u{205F}\u{3000}\u{1680}\n# *a*",
        ]
        for source in sources {
            let spans = parse(source)
            #expect(!spans.isEmpty)
            #expect(spans.allSatisfy { !$0.text.isEmpty })
        }
    }

    // MARK: Threads

    // cmark-gfm adds and removes the strikethrough's `~` in one global table around each parse
    // (github/cmark-gfm pull request 176): parses on several threads at once must each still
    // see `~~x~~` as a strikethrough and `**x**` as strong. Each source is new (parses are
    // memoised by source).
    @Test func parsesOnManyThreadsAtOnceAgree() async {
        let results = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    (0..<400).reduce(0) { count, index in
                        let word = "b\(task)x\(index)"
                        let expected = [Span("a "), Span(word, .strikethrough), Span(" "), Span("c", .bold)]
                        return count + (InlineMarkdown.parse("a ~~\(word)~~ **c**") == expected ? 1 : 0)
                    }
                }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == 400 })
    }
}
