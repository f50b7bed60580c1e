// Views written for the port suite the way SwiftUI's documentation uses gradients, materials,
// shadows, blurs and masks; nothing here is Typeset-specific but the import.
import Typeset

/// A card with a linear gradient background and a shadow.
struct GradientCard: View {
    var body: some View {
        Text("Sunset")
            .padding()
            .background(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .shadow(radius: 8)
            .id("card")
    }
}

/// Radial and angular gradients filling shapes.
struct GradientShapes: View {
    var body: some View {
        HStack {
            Circle()
                .fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 40))
                .frame(width: 80, height: 80)
                .id("radial")
            Circle()
                .fill(AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]), center: .center))
                .frame(width: 80, height: 80)
                .id("angular")
        }
    }
}

/// A caption on a material, a blurred backdrop, a gradient seen through text.
struct MaterialAndMask: View {
    var body: some View {
        VStack {
            Text("Caption")
                .padding()
                .background(.ultraThinMaterial)
                .id("material")
            Rectangle()
                .fill(.blue)
                .frame(width: 60, height: 40)
                .blur(radius: 6)
                .id("blurred")
            LinearGradient(colors: [.blue, .green], startPoint: .leading, endPoint: .trailing)
                .frame(width: 120, height: 40)
                .mask {
                    Text("Masked").font(.title)
                }
                .id("masked")
        }
    }
}
