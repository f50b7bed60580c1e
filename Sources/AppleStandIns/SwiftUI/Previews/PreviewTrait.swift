/// A setting of a preview: how the canvas lays it out, its orientation.
public struct PreviewTrait<T>: Sendable {
    /// What the trait sets.
    package enum Setting: Hashable, Sendable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }

    package let setting: Setting

    package init(_ setting: Setting) { self.setting = setting }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Laid out as a screen of the device (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait(.layout(.device)) }
    /// Laid out at its ideal size (the proposal unspecified in both dimensions).
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(.layout(.sizeThatFits)) }
    /// Laid out in a container of `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }
    /// The device in portrait (the default).
    public static var portrait: PreviewTrait { PreviewTrait(.orientation(.portrait)) }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(.orientation(.portraitUpsideDown)) }
    /// The device in landscape, its top on the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(.orientation(.landscapeLeft)) }
    /// The device in landscape, its top on the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(.orientation(.landscapeRight)) }
}
