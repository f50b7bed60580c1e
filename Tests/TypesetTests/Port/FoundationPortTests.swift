import Testing
import Typeset

/// `import Typeset` brings SwiftUI's Foundation types and `Angle`/`CGAffineTransform` in scope.
/// This file imports nothing else on purpose.
@Suite struct FoundationPortTests {
    @Test func foundationTypesAreInScope() {
        let size = CGSize(width: 10, height: 20)
        let rect = CGRect(origin: CGPoint(x: 1, y: 2), size: size)
        let date = Date(timeIntervalSince1970: 0)
        let url = URL(string: "https://example.com/a")
        let value: CGFloat = rect.maxX
        #expect(value == 11)
        #expect(date.timeIntervalSince1970 == 0)
        #expect(url?.lastPathComponent == "a")
    }

    // Apple, `Angle`: "radians" and "degrees" are two views of one value.
    @Test func anglesConvert() {
        #expect(Angle(degrees: 180).radians == .pi)
        #expect(Angle.radians(.pi / 2).degrees == 90)
        #expect(Angle.zero.radians == 0)
        #expect(Angle.degrees(90) + .degrees(90) == .degrees(180))
    }

    // Core Graphics' definition: (x', y') = (a·x + c·y + tx, b·x + d·y + ty); a rotation by θ is
    // (cos θ, sin θ, −sin θ, cos θ, 0, 0).
    @Test func affineTransformsMapPoints() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(quarter)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        let moved = CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 5, y: -2))
        #expect(moved == CGPoint(x: 6, y: -1))
        // Concatenation applies the left transform first.
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 1, y: 1))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 3, y: 4))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(scaleThenMove.concatenating(scaleThenMove.inverted()).isIdentity)
        #expect(CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(scaleX: 2, y: -1)) == CGRect(x: 0, y: -1, width: 4, height: 1))
        #expect(CGSize(width: 2, height: 1).applying(CGAffineTransform(translationX: 9, y: 9)) == CGSize(width: 2, height: 1))
    }
}
