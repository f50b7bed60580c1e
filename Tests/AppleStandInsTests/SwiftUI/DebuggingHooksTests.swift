import SwiftUI
import Testing

/// A view that calls SwiftUI's debugging hooks in its body, as apps leave them.
private struct Traced: View {
    var body: some View {
        let _ = Self._printChanges()
        let _ = Self._logChanges()
        Text("Traced")
    }
}

@Suite struct DebuggingHooksTests {
    // The hooks do not change what the body makes.
    @Test func hooksLeaveTheBodyAlone() {
        #expect(StandIns.texts(in: StandIns.layout(Traced()).root) == ["Traced"])
    }
}
