import Foundation
import Testing
import Typeset

@Suite struct ControlPortTests {
    // iOS Toggle (Apple, `SwitchToggleStyle`: a leading label and a trailing switch) fills the
    // width it is offered; the switch is UISwitch's fixed 51 × 31 points, so a one-line label
    // row is 31 tall.
    @Test func toggleRowsFillTheWidthWithATrailingSwitch() throws {
        let result = Port.layout(NotificationSettings())
        for id in ["notifications", "sound"] {
            let row = try #require(result.node(id))
            #expect(row.frame.minX == 16)
            #expect(row.frame.width == Port.width - 32)
            #expect(row.frame.height == 31)
            let track = try #require(Port.nodes(.shape(.capsule), in: row).first)
            #expect(track.size == CGSize(width: 51, height: 31))
            #expect(track.frame.maxX == row.frame.maxX)
        }
        // On: the thumb at the trailing end, in the switch's green; off: at the leading end.
        let on = try #require(result.node("notifications"))
        let onTrack = try #require(Port.nodes(.shape(.capsule), in: on).first)
        let onThumb = try #require(Port.nodes(.shape(.circle), in: on).first)
        #expect(onThumb.frame.maxX == onTrack.frame.maxX - 2)
        #expect(onTrack.paint?.shapePaint.fill == .green)
        let off = try #require(result.node("sound"))
        let offTrack = try #require(Port.nodes(.shape(.capsule), in: off).first)
        let offThumb = try #require(Port.nodes(.shape(.circle), in: off).first)
        #expect(offThumb.frame.minX == offTrack.frame.minX + 2)
        // The label sits at the leading edge.
        #expect(try Port.text("Play sounds", in: off).frame.minX == 16)
    }

    // A binding passed in by a test decides the state laid out; `tint` colours the switch.
    @Test func toggleShowsTheBoundValueInTheTint() throws {
        let result = Port.layout(FavoriteRow(isFavorite: .constant(true), title: "Favorite"))
        let track = try #require(Port.nodes(.shape(.capsule), in: result.root).first)
        let thumb = try #require(Port.nodes(.shape(.circle), in: result.root).first)
        #expect(track.paint?.shapePaint.fill == .orange)
        #expect(thumb.frame.maxX == track.frame.maxX - 2)
        #expect(result.root.frame.width == Port.width)
    }

    @Test func labelsHiddenLeavesTheSwitchAlone() {
        let result = Port.layout(Toggle("Wi-Fi", isOn: .constant(false)).labelsHidden())
        #expect(result.root.frame.size == CGSize(width: 51, height: 31))
        #expect(!result.root.allNodes.contains { $0.name == "Text" })
    }

    // Apple, `DefaultButtonStyle`/`BorderlessButtonStyle` on iOS: the label alone, in the tint.
    @Test func defaultButtonIsItsTintedLabel() throws {
        let result = Port.layout(NotificationSettings())
        let button = try #require(result.node("reset"))
        let label = try Port.text("Reset to defaults", in: button)
        #expect(button.frame == label.frame)
        #expect(label.paint?.foreground == Color.accentColor)
    }

    // Bordered styles pad the label (BorderedMetrics: 12 × 7 regular, 20 × 14 large: documented
    // choice giving iOS's 34- and 50-point-tall buttons with 17-point text).
    @Test func borderedButtonsPadTheirLabel() throws {
        let result = Port.layout(SignUpButtons())
        func check(_ id: String, _ title: String, insets: CGSize) throws -> LayoutNode {
            let button = try #require(result.node(id))
            let label = try Port.text(title, in: button)
            #expect(button.frame.width == label.frame.width + 2 * insets.width, "\(id)")
            #expect(button.frame.height == label.frame.height + 2 * insets.height, "\(id)")
            #expect(label.frame.minX - button.frame.minX == insets.width, "\(id)")
            #expect(label.frame.minY - button.frame.minY == insets.height, "\(id)")
            return button
        }
        let bordered = try check("bordered", "Sign In", insets: CGSize(width: 12, height: 7))
        let prominent = try check("prominent", "Create Account", insets: CGSize(width: 12, height: 7))
        _ = try check("large", "Create Account", insets: CGSize(width: 20, height: 14))
        _ = try check("borderless", "Forgot password?", insets: .zero)
        _ = try check("plain", "Cancel", insets: .zero)
        let delete = try check("delete", "Delete", insets: CGSize(width: 12, height: 7))

        // Bordered: a 15 % tint fill and tinted text; prominent: a tint fill and white text;
        // destructive: red. Plain: no tint.
        let borderedFill = try #require(Port.nodes(.shape(.roundedRectangle), in: bordered).first)
        #expect(borderedFill.frame == bordered.frame)
        #expect(Port.same(borderedFill.paint?.shapePaint.fill, Color.accentColor.opacity(0.15)))
        #expect(try Port.text("Sign In", in: bordered).paint?.foreground == .accentColor)
        let prominentFill = try #require(Port.nodes(.shape(.roundedRectangle), in: prominent).first)
        #expect(prominentFill.paint?.shapePaint.fill == .accentColor)
        #expect(try Port.text("Create Account", in: prominent).paint?.foreground == .white)
        #expect(try Port.text("Delete", in: delete).paint?.foreground == .red)
        #expect(try Port.text("Cancel", in: #require(result.node("plain"))).paint?.foreground == nil)
    }

    // A custom `ButtonStyle` gets the label and lays it out its own way.
    @Test func customButtonStylesLayOutTheLabel() throws {
        let result = Port.layout(CustomStyledButton())
        let button = try #require(result.node("custom"))
        let label = try Port.text("Continue", in: button)
        #expect(button.frame.width == label.frame.width + 40)
        #expect(button.frame.height == label.frame.height + 20)
        #expect(label.paint?.foreground == .white)
        #expect(Port.nodes(.shape(.rectangle), in: button).first?.paint?.shapePaint.fill == .blue)
    }

    // Slider: the track fills the width, the 28-point thumb sets the height; value labels flank it.
    // Stepper: label leading, UIStepper's 94 × 32 trailing, filling the width.
    // ProgressView: a 4-point bar filling the width; indeterminate: a 20 × 20 spinner
    // (UIActivityIndicatorView medium), its label below.
    @Test func valueControlsHaveIOSSizes() throws {
        let result = Port.layout(VolumeControls())
        let content = Port.width - 32
        let slider = try #require(result.node("slider"))
        #expect(slider.frame.size == CGSize(width: content, height: 28))
        let labelled = try #require(result.node("labelledSlider"))
        #expect(labelled.frame.width == content)
        let minimum = try Port.text("0", in: labelled), maximum = try Port.text("100", in: labelled)
        #expect(minimum.frame.minX == 16)
        #expect(maximum.frame.maxX == 16 + content)
        #expect(!labelled.allNodes.contains { $0.attributes.contains("\"Volume\"") })

        let stepper = try #require(result.node("stepper"))
        #expect(stepper.frame.size == CGSize(width: content, height: 32))
        let stepperBody = try #require(stepper.allNodes.first { $0.kind == .frame(width: 94, height: 32, alignment: .center) })
        #expect(stepperBody.frame.maxX == 16 + content)
        _ = try Port.text("Quantity: 3", in: stepper)

        #expect(try #require(result.node("bar")).frame.size == CGSize(width: content, height: 4))
        #expect(try #require(result.node("spinner")).frame.size == CGSize(width: 20, height: 20))
        let labelledSpinner = try #require(result.node("labelledSpinner"))
        let label = try Port.text("Downloading…", in: labelledSpinner)
        #expect(labelledSpinner.frame.height == 20 + 8 + label.frame.height)
        #expect(label.frame.minY == labelledSpinner.frame.minY + 28)
    }

    @Test func progressViewStylesAndControlSize() {
        let bar = Port.layout(ProgressView().progressViewStyle(.linear), width: 200)
        #expect(bar.root.frame.size == CGSize(width: 200, height: 4))
        let large = Port.layout(ProgressView().controlSize(.large))
        #expect(large.root.frame.size == CGSize(width: 37, height: 37))
    }

    // TextField (iOS default, plain): one line, the prompt when empty, filling the width;
    // SecureField shows bullets; `roundedBorder` pads 7 points around the text.
    @Test func textFieldsFillTheWidth() throws {
        let result = Port.layout(LoginForm())
        let content = Port.width - 32
        let username = try #require(result.node("username"))
        let prompt = try Port.text("Username", in: username)
        #expect(username.frame.width == content)
        #expect(username.frame.height == prompt.frame.height)
        #expect(prompt.frame.minX == 16)
        #expect(Port.same(prompt.paint?.foreground, Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)))
        let password = try #require(result.node("password"))
        #expect(password.frame.width == content)
        _ = try Port.text("•••••••", in: password)
        let email = try #require(result.node("email"))
        let emailPrompt = try Port.text("name@example.com", in: email)
        #expect(email.frame.width == content)
        #expect(email.frame.height == emailPrompt.frame.height + 14)
        #expect(emailPrompt.frame.minX == CGFloat(16 + 7))
    }

    // The result marks each control's role and its parts, for renderers.
    @Test func controlsRecordTheirRoleAndParts() throws {
        func parts(_ node: LayoutNode) -> Set<ControlPart> {
            Set(node.allNodes.compactMap { if case .controlPart(let part) = $0.kind { part } else { nil } })
        }
        let settings = Port.layout(NotificationSettings())
        let toggle = try #require(settings.node("notifications"))
        #expect(toggle.kind == .control(.toggle))
        #expect(parts(toggle) == [.label, .switch, .track, .thumb])
        let thumb = try #require(toggle.allNodes.first { $0.kind == .controlPart(.thumb) })
        #expect(thumb.frame.size == CGSize(width: 27, height: 27))
        #expect(try #require(settings.node("reset")).kind == .control(.button))

        let buttons = Port.layout(SignUpButtons())
        let bordered = try #require(buttons.node("bordered"))
        #expect(parts(bordered) == [.label, .bezel])
        #expect(bordered.allNodes.first { $0.kind == .controlPart(.bezel) }?.frame == bordered.frame)

        let values = Port.layout(VolumeControls())
        #expect(try #require(values.node("slider")).kind == .control(.slider))
        #expect(parts(try #require(values.node("slider"))) == [.track, .thumb])
        #expect(parts(try #require(values.node("stepper"))) == [.label, .stepperButtons])
        #expect(parts(try #require(values.node("bar"))) == [.track])
        #expect(parts(try #require(values.node("spinner"))) == [.spinner])

        let login = Port.layout(LoginForm())
        #expect(try #require(login.node("username")).kind == .control(.textField))
        #expect(try #require(login.node("password")).kind == .control(.secureField))
        #expect(parts(try #require(login.node("email"))) == [.field])

        let labels = Port.layout(ProfileLabels())
        #expect(parts(try #require(labels.node("name"))) == [.icon, .title])
        #expect(try #require(labels.node("name")).kind == .control(.label))
    }

    // Label: icon then title in a row (documented choice: standard spacing); `titleOnly`.
    @Test func labelsShowIconAndTitle() throws {
        let result = Port.layout(ProfileLabels())
        let name = try #require(result.node("name"))
        let title = try Port.text("Ada Lovelace", in: name)
        let icon = try #require(Port.nodes(.shape(.circle), in: name).first)
        #expect(icon.frame.size == CGSize(width: 24, height: 24))
        #expect(title.frame.minX == icon.frame.maxX + 8)
        #expect(name.frame.height == max(24, title.frame.height))
        let city = try #require(result.node("city"))
        #expect(Port.nodes(.shape(.circle), in: city).isEmpty)
        #expect(city.frame == (try Port.text("London", in: city)).frame)
    }
}
