import Foundation

/// The user's reading goal for the year.
@Observable
final class ReadingGoal {
    var booksPerYear = 12
    var remindsWeekly = true
    var reminderDay = "Sunday"
    var nickname = ""

    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// The share of the goal `finished` books make, 0...1.
    func progress(finished: Int) -> Double {
        booksPerYear > 0 ? min(Double(finished) / Double(booksPerYear), 1) : 0
    }
}
