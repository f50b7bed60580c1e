// SwiftUI view files written for the port suite the way SwiftUI's documentation uses
// NavigationSplitView and the deprecated NavigationView: only the import differs from an iOS
// project.
import Typeset

struct Department: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct Employee: Identifiable, Hashable {
    let id: Int
    let name: String
}

/// Two columns: a sidebar list selecting the detail.
struct StaffDirectory: View {
    let departments = [Department(id: 1, name: "Design"), Department(id: 2, name: "Engineering"), Department(id: 3, name: "Sales")]
    @State private var selectedDepartment: Department.ID? = 2

    var body: some View {
        NavigationSplitView {
            List(departments, selection: $selectedDepartment) { department in
                Text(department.name)
            }
            .navigationTitle("Departments")
        } detail: {
            if let selectedDepartment, let department = departments.first(where: { $0.id == selectedDepartment }) {
                Text(department.name)
            } else {
                Text("Select a department")
            }
        }
    }
}

/// Three columns, all visible, with the column widths the documentation uses.
struct TeamBrowser: View {
    @State private var columnVisibility = NavigationSplitViewVisibility.all
    let employees = [Employee(id: 1, name: "Ada"), Employee(id: 2, name: "Grace")]

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List {
                Text("Engineering")
                Text("Design")
            }
            .navigationSplitViewColumnWidth(150)
        } content: {
            List(employees) { employee in
                Text(employee.name)
            }
            .navigationSplitViewColumnWidth(min: 150, ideal: 200, max: 400)
        } detail: {
            Text("Employee details")
        }
        .navigationSplitViewStyle(.balanced)
    }
}

/// A collapsed split view that shows its detail first on iPhone.
struct DetailFirstSplit: View {
    @State private var preferredColumn = NavigationSplitViewColumn.detail

    var body: some View {
        NavigationSplitView(preferredCompactColumn: $preferredColumn) {
            List {
                Text("Inbox")
                Text("Archive")
            }
            .navigationTitle("Mail")
        } detail: {
            Text("No message selected")
                .navigationTitle("Message")
        }
    }
}

/// The older navigation container with its deprecated bar modifiers.
struct LegacyInbox: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Text("First")) {
                    Text("First message")
                }
                NavigationLink("Second message", destination: Text("Second"))
            }
            .navigationBarTitle("Inbox")
            .navigationBarItems(leading: Button("Edit") {}, trailing: Button("Compose") {})
        }
        .navigationViewStyle(.stack)
    }
}

/// An inline deprecated title, a hidden back button and a hidden bar.
struct LegacyDetail: View {
    var body: some View {
        NavigationView {
            Text("Details")
                .navigationBarTitle(Text("Item"), displayMode: .inline)
                .navigationBarBackButtonHidden(true)
        }
    }
}

struct FullScreenReader: View {
    var body: some View {
        NavigationView {
            Text("Reading")
                .navigationBarHidden(true)
        }
    }
}
