// `--relayout-probe [ROUNDS]`: `relayout_one_text` taken apart (Benchmarks/README.md). Each
// round lays the demo screen out on a new layout engine over one warm text engine, then, on
// that engine, one of three later values, each timed against the first layout:
//
// - a new value of the same screen, nothing changed (resolving and pairing; the kept result);
// - the screen with its name field's Text changed to a string measured before on another engine
//   (the text engine answers it from its caches: what the layout core costs);
// - the screen with a string never measured before (the key: the text engine shapes and breaks it).

import Foundation
import Typeset
import TypesetCases
import TypesetText

/// Prints the medians of the three ratios over `rounds` rounds, then exits.
func relayoutProbe(rounds: Int) -> Never {
    let textEngine = TextEngine(fonts: .bundled)
    for _ in 0..<20 { _ = LayoutEngine(textEngine: textEngine).layout(DemoForm(), proposal: screenProposal) }
    var unchanged: [Double] = [], measuredBefore: [Double] = [], newString: [Double] = []
    /// The time of a layout of `second` after one of the screen, on a new engine, against the first.
    func ratio(_ second: DemoForm) -> Double {
        secondAgainstFirst(on: LayoutEngine(textEngine: textEngine), DemoForm(), then: second, proposal: screenProposal)
    }
    for round in 0..<rounds {
        unchanged.append(ratio(DemoForm()))
        let known = DemoForm(name: "Ada King, Countess of Lovelace \(round), measured before")
        _ = LayoutEngine(textEngine: textEngine).layout(known, proposal: screenProposal)
        measuredBefore.append(ratio(known))
        newString.append(ratio(DemoForm(name: "Ada King, Countess of Lovelace \(round)")))
    }
    print(String(
        format: "against a first layout: a new value, nothing changed %.3f; one Text changed, its string measured before %.3f; one Text changed to a new string %.3f (%d rounds)",
        median(unchanged), median(measuredBefore), median(newString), rounds))
    exit(0)
}
