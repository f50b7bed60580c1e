// The screens of issue 21's second round: paged tab views, prominent section headers, and
// geometry read in coordinate spaces.
import Foundation
import Typeset

extension ComponentGallery {
    static var pagingAndGeometryScreens: [Screen] {
        [
            Screen("tab-page-style", family: "Paging and geometry", "tabViewStyle(.page): the second of three pages fills the screen, no tab bar; the indicator's three dots at the bottom of the safe area, the current one white, on a capsule (backgroundDisplayMode .always); the pages' colours ignore the safe area.", PagedCards()),
            Screen("list-header-prominence", family: "Paging and geometry", "A section header at standard prominence (footnote, secondary) above one at increased prominence (title 3, bold, label colour).", ProminentHeaders()),
            Screen("geometry-coordinate-spaces", family: "Paging and geometry", "GeometryReaders in a ScrollView print their frames: in the scroll view, in the named card, and global (under the navigation bar).", GeometryFrames()),
        ]
    }
}

private struct PagedCards: View {
    @State private var page = 1

    var body: some View {
        TabView(selection: $page) {
            ForEach(0..<3, id: \.self) { index in
                ZStack {
                    [Color.blue, Color.indigo, Color.teal][index].ignoresSafeArea()
                    Text("Page \(index + 1)").font(.largeTitle).foregroundStyle(.white)
                }
                .tag(index)
            }
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

private struct ProminentHeaders: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Standard") {
                    Text("Footnote header above")
                }
                Section("Increased") {
                    Text("Title 3 header above")
                    Text("Second row")
                }
                .headerProminence(.increased)
            }
            .navigationTitle("Headers")
        }
    }
}

private struct GeometryFrames: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 12) {
                    ForEach(0..<3, id: \.self) { index in
                        GeometryReader { proxy in
                            VStack(alignment: .leading, spacing: 2) {
                                Text("scrollView \(Self.describe(proxy.frame(in: .scrollView)))")
                                Text("card \(Self.describe(proxy.frame(in: .named("card"))))")
                                Text("global \(Self.describe(proxy.frame(in: .global)))")
                            }
                            .font(.footnote.monospacedDigit())
                            .padding(8)
                        }
                        .frame(height: 72)
                        .background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.93)))
                        .padding(.horizontal, 16)
                    }
                }
                .coordinateSpace(name: "card")
                .padding(.top, 8)
            }
            .navigationTitle("Geometry")
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    static func describe(_ rect: CGRect) -> String {
        "(\(Int(rect.minX)), \(Int(rect.minY))) \(Int(rect.width)) × \(Int(rect.height))"
    }
}
