import Foundation
import Testing
@testable import Typeset

/// The body inputs a resolve reads (Design §0.4), which decide whether a later layout of the same
/// view value may skip its resolve.
@Suite struct BodyInputReadsTests {
    // A state read while recording holds until it is written, through the wrapper or a binding.
    @Test func aStateReadHoldsUntilWritten() {
        let state = State(wrappedValue: 1)
        let (value, reads) = BodyInputReads.recording { state.wrappedValue }
        #expect(value == 1)
        #expect(reads.areFollowed)
        #expect(reads.areUnchanged)
        state.projectedValue.wrappedValue = 2
        #expect(!reads.areUnchanged)
        let (_, again) = BodyInputReads.recording { state.projectedValue.wrappedValue }
        #expect(again.areUnchanged)
        state.wrappedValue = 3
        #expect(!again.areUnchanged)
    }

    // A state nobody read changes nothing; reads outside a recording are not recorded.
    @Test func onlyTheStatesReadCount() {
        let read = State(wrappedValue: "read")
        let other = State(wrappedValue: "other")
        let (_, reads) = BodyInputReads.recording { read.wrappedValue }
        other.wrappedValue = "written"
        _ = other.wrappedValue
        #expect(reads.areUnchanged)
    }

    // State, constant and derived bindings are followed; one made from closures is not, nor
    // what is derived from it.
    @Test func closureBindingsAreUnfollowed() {
        struct Pair { var left = 1 }
        let state = State(wrappedValue: Pair())
        let (_, followed) = BodyInputReads.recording {
            _ = state.projectedValue.left.wrappedValue
            _ = Binding.constant(5).wrappedValue
            _ = Binding(state.projectedValue).wrappedValue
        }
        #expect(followed.areFollowed)
        var stored = Pair()
        let closures = Binding(get: { stored }, set: { stored = $0 })
        let (_, derived) = BodyInputReads.recording { closures.left.wrappedValue }
        #expect(!derived.areFollowed)
        #expect(!derived.areUnchanged)
    }

    final class Model: ObservableObject {
        var title = "t"
    }

    // An observed object's reads are unfollowed.
    @Test func observedObjectsAreUnfollowed() {
        let wrapper = ObservedObject(wrappedValue: Model())
        let (title, reads) = BodyInputReads.recording { wrapper.wrappedValue.title }
        #expect(title == "t")
        #expect(!reads.areFollowed)
    }

    @Observable final class Profile {
        var name = "Ada"
        var city = "London"
    }

    // An `Observable` property read while recording: its change is seen; a property not read
    // changes nothing.
    @Test func observablePropertiesReadAreFollowed() {
        let profile = Profile()
        let (_, reads) = BodyInputReads.recording { profile.name }
        #expect(reads.areFollowed)
        profile.city = "Paris"
        #expect(reads.areUnchanged)
        profile.name = "Grace"
        #expect(!reads.areUnchanged)
    }

    // A recording inside another adds its reads to the outer one's.
    @Test func innerRecordingsAddToTheOuter() {
        let state = State(wrappedValue: 0)
        var stored = 0
        let closures = Binding(get: { stored }, set: { stored = $0 })
        let (inner, outer) = BodyInputReads.recording {
            BodyInputReads.recording { state.wrappedValue }.1
        }
        #expect(inner.areUnchanged)
        state.wrappedValue = 1
        #expect(!outer.areUnchanged)
        let (_, unfollowedOuter) = BodyInputReads.recording {
            _ = BodyInputReads.recording { closures.wrappedValue }
        }
        #expect(!unfollowedOuter.areFollowed)
    }
}
