// Views written for the port suite the way SwiftUI's documentation uses shape styles:
// AnyShapeStyle, the background and hierarchical styles, gradient members, two and three
// foreground styles, tint and opacity; nothing here is Typeset-specific but the import.
import Typeset

/// A row whose style depends on a flag, through `AnyShapeStyle`.
struct SelectableRow: View {
    var isSelected: Bool

    var body: some View {
        Text("Row")
            .padding()
            .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
            .id("row")
    }
}

/// Cards on the background style and its secondary level.
struct LayeredCards: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Profile").font(.headline)
            Text("Premium")
                .padding()
                .background(.background.secondary, in: .rect(cornerRadius: 10))
                .id("inner")
        }
        .padding()
        .background(.background, in: .rect(cornerRadius: 14))
        .id("outer")
    }
}

/// Hierarchical levels of text.
struct HierarchicalText: View {
    var body: some View {
        VStack {
            Text("Primary").foregroundStyle(.primary).id("primary")
            Text("Secondary").foregroundStyle(.secondary).id("secondary")
            Text("Tertiary").foregroundStyle(.tertiary).id("tertiary")
            Text("Quaternary").foregroundStyle(.quaternary).id("quaternary")
            Text("Quinary").foregroundStyle(.quinary).id("quinary")
        }
    }
}

/// Gradient members of ShapeStyle filling shapes and text.
struct GradientMembers: View {
    var body: some View {
        VStack {
            Rectangle()
                .fill(.linearGradient(colors: [.pink, .yellow], startPoint: .top, endPoint: .bottom))
                .frame(width: 100, height: 40)
                .id("linear")
            Circle()
                .fill(.radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 30))
                .frame(width: 60, height: 60)
                .id("radialMember")
            Circle()
                .fill(.angularGradient(colors: [.red, .orange, .red], center: .center, startAngle: .degrees(0), endAngle: .degrees(360)))
                .frame(width: 60, height: 60)
            Ellipse()
                .fill(.ellipticalGradient(colors: [.white, .purple]))
                .frame(width: 120, height: 60)
                .id("elliptical")
            Capsule()
                .fill(Color.orange.gradient)
                .frame(width: 100, height: 30)
                .id("colorGradient")
        }
    }
}

/// Two and three foreground styles: the hierarchical levels inside take them.
struct MultiStyleLabels: View {
    var body: some View {
        VStack {
            HStack {
                Text("Main").foregroundStyle(.primary).id("mainOfTwo")
                Text("Detail").foregroundStyle(.secondary).id("detailOfTwo")
            }
            .foregroundStyle(.red, .orange)
            HStack {
                Text("A").foregroundStyle(.primary)
                Text("B").foregroundStyle(.secondary)
                Text("C").foregroundStyle(.tertiary).id("thirdOfThree")
            }
            .foregroundStyle(.blue, .green, .purple)
        }
    }
}

/// A tinted button and a faded shape.
struct TintAndOpacity: View {
    var body: some View {
        VStack {
            Button("Tinted") {}
                .tint(.pink)
                .id("tinted")
            RoundedRectangle(cornerRadius: 8)
                .fill(.tint.opacity(0.5))
                .frame(width: 80, height: 30)
                .id("fadedTint")
        }
    }
}
