// Dynamic Type in scenes: the scene's size is the user's setting (the CLI replaces it), a
// `dynamicTypeSize` modifier sets or clamps it as `.dynamicTypeSize(_:)` does, and fonts say
// how they scale.
import Foundation
import Testing
import Typeset
@testable import TypesetScene


@Suite struct SceneDynamicTypeTests {
    private func scene(environment: String, text modifiers: String = "[]", font: String = "\"body\"") throws -> Scene {
        try TypesetScene.Scene(data: Data("""
            { "format": "typeset-scene/1", "environment": \(environment),
              "view": { "type": "Text", "text": "first\\nsecond", "id": "t", "font": \(font), "modifiers": \(modifiers) } }
            """.utf8))
    }

    /// The distance between the two lines of the Text: the style's leading (HIG table).
    private func pitch(_ scene: Scene) throws -> CGFloat {
        let lines = try #require(scene.layout().node("t")?.text?.lines)
        return lines[1].baseline - lines[0].baseline
    }

    @Test func theScenesSizeIsTheUsersSetting() throws {
        var loaded = try scene(environment: #"{ "dynamicTypeSize": "accessibility2", "locale": "de_DE", "layoutDirection": "rightToLeft" }"#)
        #expect(loaded.environment.dynamicTypeSize == .accessibility2)
        #expect(loaded.environment.locale.identifier == "de_DE")
        #expect(loaded.environment.layoutDirection == .rightToLeft)
        #expect(abs(try pitch(loaded) - 40) < 1e-9)  // body at AX2: 33/40
        loaded.environment.dynamicTypeSize = .xSmall
        #expect(abs(try pitch(loaded) - 19) < 1e-9)  // body at xSmall: 14/19
    }

    @Test func theModifierSetsOrClampsTheSize() throws {
        let clamped = try scene(environment: #"{ "dynamicTypeSize": "accessibility5" }"#, text: #"[ { "dynamicTypeSize": "...xxLarge" } ]"#)
        #expect(abs(try pitch(clamped) - 26) < 1e-9)  // body at xxLarge: 21/26
        let set = try scene(environment: #"{ "dynamicTypeSize": "accessibility5" }"#, text: #"[ { "dynamicTypeSize": "small" } ]"#)
        #expect(abs(try pitch(set) - 20) < 1e-9)  // body at small: 15/20
        let halfOpen = try scene(environment: #"{ "dynamicTypeSize": "accessibility5" }"#, text: #"[ { "dynamicTypeSize": "large..<accessibility1" } ]"#)
        #expect(abs(try pitch(halfOpen) - 29) < 1e-9)  // body at xxxLarge: 23/29
    }

    @Test func fontsScaleWithTheirStyleUnlessFixedAndTakeALeading() throws {
        let tight = try scene(environment: "{}", font: #"{ "style": "title", "leading": "tight" }"#)
        #expect(abs(try pitch(tight) - 32) < 1e-9)  // title 28/34, less 2
        func size(_ font: String) throws -> CGFloat {
            let loaded = try scene(environment: #"{ "dynamicTypeSize": "accessibility5" }"#, font: font)
            return try #require(loaded.layout().node("t")?.text?.lines.first).ascent
        }
        // Ascents are proportional to the point size: 20 × 53/17 → 62 for body, fixed stays 20.
        let scaled = try size(#"{ "family": "DejaVu Sans", "size": 20 }"#)
        let fixed = try size(#"{ "family": "DejaVu Sans", "size": 20, "fixedSize": true }"#)
        #expect(abs(scaled / fixed - 62.0 / 20) < 1e-9)
        let caption = try size(#"{ "family": "DejaVu Sans", "size": 10, "style": "caption2" }"#)
        #expect(abs(caption / fixed - 36.0 / 20) < 1e-9)  // 10 × 40/11 = 36.4 → 36
    }

    @Test func badSizesAreRefusedWithTheirPath() throws {
        #expect(throws: SceneError.self) { try scene(environment: #"{ "dynamicTypeSize": "huge" }"#) }
        #expect(throws: SceneError.self) { try scene(environment: "{}", text: #"[ { "dynamicTypeSize": "all" } ]"#) }
        #expect(throws: SceneError.self) { try scene(environment: "{}", font: #"{ "style": "body", "leading": "wide" }"#) }
    }
}
