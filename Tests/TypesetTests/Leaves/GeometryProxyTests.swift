import Foundation
import Testing
import Typeset

/// `GeometryProxy.frame(in:)` and `bounds(of:)` (Design §7.1). Expected frames follow from the
/// layout rules by hand: a VStack centres its children across (Design §4), padding insets its child
/// (Design §6), a ScrollView shows the start of its content (Design §16); Apple's documentation of
/// `frame(in:)` ("the container view's bounds rectangle, converted to a defined coordinate
/// space") and of `bounds(of:)` ("the container bounds of the named coordinate space, converted
/// to the local coordinate space").
@Suite struct GeometryProxyTests {
    private static func describe(_ rect: CGRect?) -> String {
        guard let rect else { return "nil" }
        return "\(Int(rect.minX)),\(Int(rect.minY)),\(Int(rect.width)),\(Int(rect.height))"
    }

    /// A 200-point-wide VStack: a 30-point strip, then the reader (100 × 50) padded by 10 in a
    /// view named "card". The padded card (120 × 70) is centred: x = 40, y = 30; the reader is
    /// at (50, 40).
    private func layOut(_ show: @escaping (GeometryProxy) -> String) -> LayoutResult {
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 200, height: 30)
            GeometryReader { proxy in Text(show(proxy)) }
                .frame(width: 100, height: 50)
                .padding(10)
                .coordinateSpace(name: "card")
        }
        return LayoutEngine().layout(view, proposal: ProposedViewSize(width: 200, height: 200))
    }

    @Test func framesInTheLocalGlobalAndNamedSpaces() {
        let result = layOut { proxy in
            ["local", "global", "card", "elsewhere"].map { space in
                switch space {
                case "local": Self.describe(proxy.frame(in: .local))
                case "global": Self.describe(proxy.frame(in: .global))
                default: Self.describe(proxy.frame(in: .named(space)))
                }
            }.joined(separator: " ")
        }
        // An unknown name measures in the global space, as SwiftUI does.
        #expect(Port.hasText("0,0,100,50 50,40,100,50 10,10,100,50 50,40,100,50", in: result.root))
    }

    @Test func iOS17SpacesAndBounds() {
        let result = layOut { proxy in
            [
                Self.describe(proxy.frame(in: GlobalCoordinateSpace.global)),
                Self.describe(proxy.frame(in: .named("card") as NamedCoordinateSpace)),
                Self.describe(proxy.bounds(of: .named("card"))),
                Self.describe(proxy.bounds(of: .named("elsewhere"))),
                Self.describe(proxy.bounds(of: .scrollView)),
            ].joined(separator: " ")
        }
        // The card's bounds in the reader's coordinates start 10 above and left of it.
        #expect(Port.hasText("50,40,100,50 10,10,100,50 -10,-10,120,70 nil nil", in: result.root))
    }

    /// A ScrollView 20 below the top (300 × 380) whose content is a 100-point strip and the
    /// reader (300 × 40): at rest the reader is 100 below the scroll view's top.
    @Test func framesInTheNearestScrollView() {
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.clear.frame(height: 100)
                GeometryReader { proxy in
                    Text([
                        Self.describe(proxy.frame(in: .global)),
                        Self.describe(proxy.frame(in: .scrollView)),
                        Self.describe(proxy.frame(in: .scrollView(axis: .vertical))),
                        Self.describe(proxy.bounds(of: .scrollView)),
                        Self.describe(proxy.bounds(of: .scrollView(axis: .horizontal))),
                    ].joined(separator: " "))
                }
                .frame(height: 40)
            }
        }
        .padding(.top, 20)
        let result = LayoutEngine().layout(view, proposal: ProposedViewSize(width: 300, height: 400))
        #expect(Port.hasText("0,120,300,40 0,100,300,40 0,100,300,40 0,-100,300,380 nil", in: result.root))
    }
}
