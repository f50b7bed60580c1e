import Foundation
import Testing
import Typeset

/// The port suite's date pickers, colour pickers, sliders, gauges, picker and toggle styles,
/// progress styles, labeled content, control groups and share links
/// (Views/DrawingControlViews.swift). Sizes: research `ios-metrics.md` §4 or the documented
/// choices in the controls' metrics (cited per test).
@Suite struct DrawingControlPortTests {
    static func node(_ result: LayoutResult, _ id: String) throws -> LayoutNode {
        try #require(result.node(id), "no node \(id)")
    }

    static func parts(_ part: ControlPart, in node: LayoutNode) -> [LayoutNode] {
        node.allNodes.filter { $0.kind == .controlPart(part) }
    }

    // The compact style: the label leading, the date on a pill at the trailing edge, in en_US's
    // medium date style (CLDR: "MMM d, y") and short time style ("h:mm a", with CLDR 42's
    // narrow no-break space before the period); the pill pads the text 11 × 6 points (research
    // §4.2: a date-only picker measured about 120 wide; documented choice).
    @Test func compactDatePickersShowDateAndTimePills() throws {
        let result = Port.layout(EventDateForm())
        let start = try Self.node(result, "startDate")
        #expect(start.kind == .control(.datePicker))
        #expect(start.frame.width == Port.width - 32)
        let date = try Port.text("Jan 4, 2001", in: start)
        let pill = try #require(Self.parts(.bezel, in: start).first)
        #expect(pill.frame.maxX == start.frame.maxX)
        #expect(pill.size == CGSize(width: date.size.width + 22, height: date.size.height + 12))
        #expect(abs(pill.size.width - 120) < 15)
        let alarm = try Self.node(result, "alarm")
        #expect(Port.hasText("9:30\u{202F}AM", in: alarm))
        #expect(!Port.hasText("Jan 4, 2001", in: alarm))
        let both = try Self.node(result, "both")
        #expect(Self.parts(.bezel, in: both).count == 2)
        #expect(result.diagnostics.isEmpty)
    }

    // The graphical style shows the selected date's month: January 2001 begins on a Monday
    // (Gregorian calendar), so with en_US's weeks from Sunday day 1 is in the second column; the
    // selected day is on a tint circle. Height: 8 + 34 + 28 + 6 × 47 + 8 points (research §4.2,
    // Flutter's calendar; documented choice). The wheel is 216 points tall (research §4.1).
    @Test func graphicalAndWheelDatePickers() throws {
        let result = Port.layout(CalendarPickers())
        let graphical = try Self.node(result, "graphical")
        let calendar = try #require(Self.parts(.calendar, in: graphical).first)
        let calendarHeight: CGFloat = 8 + 34 + 28 + 6 * 47 + 8
        #expect(calendar.size.height == calendarHeight)
        #expect(calendar.size.width == Port.width)
        #expect(Port.hasText("January 2001", in: calendar))
        let one = try Port.text("1", in: calendar), sun = try Port.text("SUN", in: calendar), mon = try Port.text("MON", in: calendar)
        #expect(abs(one.frame.midX - mon.frame.midX) < 1e-9 && one.frame.midX > sun.frame.midX)
        let selected = try #require(Self.parts(.selectionIndicator, in: calendar).first)
        let fifteen = try Port.text("15", in: calendar)
        #expect(abs(selected.frame.midX - fifteen.frame.midX) < 1e-9 && selected.size == CGSize(width: 40, height: 40))
        #expect(Port.nodes(.shape(.circle), in: calendar).first?.paint?.shapePaint.fill == .accentColor)

        let wheel = try Self.node(result, "wheel")
        #expect(wheel.size.height == 216)
        #expect(Port.hasText("12", in: wheel) && Port.hasText("00", in: wheel) && Port.hasText("AM", in: wheel))
    }

    // A date-and-time wheel's day column: the layout's moment (2001-01-01 by default) reads
    // "Today" as iOS shows it; any other day its weekday, month and day (CLDR en_US skeleton
    // EEEMMMd: "Mon, Jan 15"), the selected one in the same form as its neighbours.
    @Test func wheelDayColumns() throws {
        func wheel(_ day: Double) -> LayoutResult {
            Port.layout(DatePicker("Starts", selection: .constant(Date(timeIntervalSinceReferenceDate: day * 86_400 + 15 * 3600)))
                .datePickerStyle(.wheel))
        }
        let today = wheel(0)
        let texts = today.nodes.compactMap { if case .text(let string) = $0.kind { string } else { nil } }
        let band = try #require(today.nodes.first { $0.kind == .controlPart(.value) && $0.allNodes.contains { $0.kind == .text(string: "Today") } }, "\(texts)")
        #expect(!band.allNodes.isEmpty)
        #expect(today.nodes.contains { $0.kind == .text(string: "Tue, Jan 2") })
        let later = wheel(14)
        #expect(later.nodes.contains { $0.kind == .text(string: "Mon, Jan 15") })
        #expect(!later.nodes.contains { $0.kind == .text(string: "Today") })
    }

    // The colour picker: the label leading, a 28-point well at the trailing edge (research §4.7),
    // its hue ring an angular gradient round the selected colour.
    @Test func colorPickersShowAWell() throws {
        let result = Port.layout(BackgroundColorSetting())
        let picker = try Self.node(result, "colorPicker")
        let well = try #require(Self.parts(.well, in: picker).first)
        #expect(well.size == CGSize(width: 28, height: 28))
        #expect(abs(well.frame.maxX - (picker.frame.maxX - 16)) < 1e-9)
        #expect(well.allNodes.contains { if case .angular? = $0.paint?.shapePaint.layers.first?.gradient { true } else { false } })
        #expect(well.allNodes.contains { Port.same($0.paint?.shapePaint.fill, Color(red: 0.98, green: 0.9, blue: 0.2)) })
        #expect(Port.hasText("Alignment Guides", in: picker))
    }

    // `Slider`'s documented example: the value labels flank the track; the label is not drawn on
    // iOS (research §4.4); the thumb is 28 points (§4.4).
    @Test func slidersShowTheirValueLabels() throws {
        let result = Port.layout(SpeedSlider())
        let slider = try Self.node(result, "speed")
        let zero = try Port.text("0", in: slider), hundred = try Port.text("100", in: slider)
        let track = try #require(Self.parts(.track, in: slider).first)
        #expect(zero.frame.maxX < track.frame.minX && track.frame.maxX < hundred.frame.minX)
        #expect(!Port.hasText("Speed", in: slider))
        #expect(Self.parts(.thumb, in: slider).first?.size == CGSize(width: 28, height: 28))
    }

    // Gauges: the linear capacity bar (4 points thick, as a progress bar) filled to the fraction;
    // the accessory circular ring (60 points, documented choice) with the current value in the
    // centre and the bound labels in its gap; the capacity ring trimmed to the fraction; the
    // accessory linear marker on the bar (research §4.5 for the arrangements).
    @Test func gaugesOfEachStyle() throws {
        let result = Port.layout(BatteryGauges())
        let linear = try Self.node(result, "linearGauge")
        let track = try #require(Self.parts(.track, in: linear).first)
        #expect(track.size.height == 4)
        #expect(Port.hasText("Battery Level", in: linear))
        let reveal = try #require(linear.allNodes.first { if case .mask = $0.kind { true } else { false } })
        #expect(abs(reveal.children[1].size.width - track.size.width * 0.4) < 1e-9)

        let circular = try Self.node(result, "circularGauge")
        #expect(circular.size == CGSize(width: 60, height: 60))
        let current = try Port.text("67", in: circular), minimum = try Port.text("50", in: circular), maximum = try Port.text("170", in: circular)
        #expect(abs(current.frame.midX - circular.frame.midX) < 1e-9)
        #expect(minimum.frame.minY > current.frame.maxY && maximum.frame.minX > minimum.frame.maxX)
        #expect(circular.allNodes.contains { $0.kind == .path(name: "Circle", modifications: [.trim(from: 0.125, to: 0.875), .rotation(degrees: 90, anchor: .center)]) })

        let capacity = try Self.node(result, "capacityGauge")
        #expect(capacity.allNodes.contains { $0.kind == .path(name: "Circle", modifications: [.trim(from: 0, to: 0.4), .rotation(degrees: -90, anchor: .center)]) })
        #expect(capacity.allNodes.contains { $0.paint?.shapePaint.stroke == .green })

        let marker = try #require(Self.parts(.thumb, in: try Self.node(result, "accessoryLinear")).first)
        #expect(marker.size == CGSize(width: 10, height: 10))
    }

    // The segmented control: 32 points tall, equal segments, the selected one on a white thumb
    // in medium weight; the wheel 216 tall with its band; the deprecated initialiser a menu
    // picker (research §4.3, §4.1).
    @Test func segmentedWheelAndDeprecatedPickers() throws {
        let result = Port.layout(FlavorPickers())
        let segmented = try Self.node(result, "segmented")
        #expect(segmented.size.height == 32 && segmented.size.width == Port.width - 32)
        let options = Self.parts(.option, in: segmented)
        #expect(options.count == 3)
        #expect(options.allSatisfy { abs($0.size.width - options[0].size.width) < 1e-9 })
        let thumb = try #require(Self.parts(.selectionIndicator, in: segmented).first)
        #expect(thumb.allNodes.first { $0.kind == .shape(.roundedRectangle) }?.paint?.shapePaint.fill == .white)
        #expect(thumb.frame.midX > options[0].frame.maxX && thumb.frame.midX < options[2].frame.minX)
        #expect(!Port.hasText("Flavor", in: segmented))

        let wheel = try Self.node(result, "wheel")
        #expect(wheel.size.height == 216)
        let band = try #require(Self.parts(.selectionIndicator, in: wheel).first)
        #expect(band.size.height == 32 && abs(band.frame.midY - wheel.frame.midY) < 1e-9)
        let vanilla = try Port.text("Vanilla", in: wheel)
        #expect(abs(vanilla.frame.midY - wheel.frame.midY) < 1e-9)
        #expect(Port.hasText("Chocolate", in: wheel) && Port.hasText("Strawberry", in: wheel))

        let deprecated = try Self.node(result, "deprecated")
        #expect(deprecated.kind == .control(.picker) && Port.hasText("Vanilla", in: deprecated))
        #expect(!Self.parts(.menuIndicator, in: deprecated).isEmpty)
    }

    // In a form: a menu picker's value and chevrons in the tint; a navigation-link picker's value
    // in `secondaryLabel` before a disclosure chevron; an inline picker's rows with a checkmark
    // on the selected one (research §3).
    @Test func pickersInAForm() throws {
        let result = Port.layout(FlavorForm())
        let menu = try Self.node(result, "formMenu")
        #expect(try Port.text("Chocolate", in: menu).paint?.foreground == .accentColor)
        let link = try Self.node(result, "formLink")
        let linkValue = try Port.text("Chocolate", in: link)
        #expect(Port.same(linkValue.paint?.foreground, Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)))
        let chevron = try #require(link.allNodes.first { $0.kind == .containerPart(.disclosureIndicator) })
        #expect(chevron.size == CGSize(width: 8, height: 13))
        let inline = result.nodes.filter { $0.kind == .controlPart(.option) }
        #expect(inline.count == 3)
        let checked = inline.filter { !Self.parts(.selectionIndicator, in: $0).isEmpty }
        #expect(checked.count == 1 && Port.hasText("Chocolate", in: checked[0]))
    }

    // `SwitchToggleStyle(tint:)` colours the on track; the button style fills with the tint when on.
    @Test func toggleStyles() throws {
        let result = Port.layout(NotificationToggles())
        let tinted = try Self.node(result, "tintedSwitch")
        #expect(Port.nodes(.shape(.capsule), in: tinted).first?.paint?.shapePaint.fill == .red)
        let button = try Self.node(result, "buttonToggle")
        #expect(button.allNodes.contains { $0.kind == .shape(.roundedRectangle) && $0.paint?.shapePaint.fill == .accentColor })
    }

    // A custom ProgressViewStyle builds from the configuration (its fraction and label); one
    // that wraps `ProgressView(configuration)` keeps the default bar; the circular style is iOS's
    // 8-spoke spinner, 20 points (research §4.6); the linear one a 4-point bar.
    @Test func progressViewStyles() throws {
        let result = Port.layout(StyledProgress())
        let ring = try Self.node(result, "ring")
        #expect(ring.allNodes.contains { $0.kind == .path(name: "Circle", modifications: [.trim(from: 0, to: 0.25)]) })
        #expect(Port.hasText("25%", in: ring))
        let shadowed = try Self.node(result, "shadowed")
        #expect(shadowed.allNodes.contains { if case .effect(.shadow) = $0.kind { true } else { false } })
        #expect(!Self.parts(.track, in: shadowed).isEmpty)
        let spinner = try #require(Self.parts(.spinner, in: try Self.node(result, "spinner")).first)
        #expect(spinner.size == CGSize(width: 20, height: 20))
        let spokes = spinner.allNodes.filter { $0.kind == .path(name: "SpinnerSpoke", modifications: []) }
        #expect(spokes.count == 8)
        #expect(spokes.compactMap { $0.paint?.shapePaint.stroke?.alpha }.map { ($0 * 255).rounded() } == [47, 47, 47, 47, 72, 97, 122, 147])
        #expect(Self.parts(.track, in: try Self.node(result, "bar")).first?.size.height == 4)
    }

    // Labeled content: the value trailing in `secondaryLabel` (research §3), a number formatted
    // by its FormatStyle (ICU en_US: 55.845), custom content as given.
    @Test func labeledContentForms() throws {
        let result = Port.layout(ElementDetails())
        let symbol = try Self.node(result, "symbol")
        #expect(symbol.kind == .control(.labeledContent))
        let value = try Port.text("Fe", in: symbol)
        #expect(Port.same(value.paint?.foreground, Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)))
        let label = try Port.text("Symbol", in: symbol)
        #expect(value.frame.maxX > label.frame.maxX)
        #expect(Port.hasText("55.845", in: try Self.node(result, "mass")))
        #expect(try Port.text("Metal", in: result.root).paint?.foreground == .blue)
    }

    // A control group is one bordered row of equal shares; a share link is its label in the tint
    // with the share symbol ("Share" and `square.and.arrow.up` by default).
    @Test func controlGroupsAndShareLinks() throws {
        let result = Port.layout(ToolbarControls())
        let group = try Self.node(result, "group")
        #expect(group.kind == .control(.controlGroup))
        // Each button centred in its half of the row (the 1-point separator between them).
        let buttons = group.allNodes.filter { $0.kind == .control(.button) }
        #expect(buttons.count == 2)
        let share = (group.frame.width - 1) / 2
        #expect(abs(buttons[0].frame.midX - (group.frame.minX + share / 2)) < 1e-9)
        #expect(abs(buttons[1].frame.midX - (group.frame.maxX - share / 2)) < 1e-9)
        #expect(!Self.parts(.separator, in: group).isEmpty)
        let link = try Self.node(result, "share")
        #expect(link.kind == .control(.shareLink))
        #expect(try Port.text("Share", in: link).paint?.foreground == .accentColor)
        #expect(link.allNodes.contains { $0.imageName == "square.and.arrow.up" })
        #expect(Port.hasText("Share the page", in: try Self.node(result, "titledShare")))
    }
}
