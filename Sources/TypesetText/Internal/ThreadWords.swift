// Each thread's own table of shaped words, in front of an engine's shared shards once several
// threads shape through it (Shaping/WordShapes.swift): most words of a text were seen before,
// and finding one here takes no lock and writes nothing another thread reads, so threads shaping
// at once do not pass the shards' cache lines back and forth (on two cores, that cost a quarter
// more CPU time than one thread for the same paragraphs).

import Foundation

/// The words the calling thread looked up last, from the one ``WordShapes`` it used last.
///
/// Only its own thread ever touches it: ``current(for:)`` hands each thread the object its
/// `pthread` key holds, and the key's destructor releases it when the thread exits.
final class ThreadWords {
    /// The most words a thread keeps (all are dropped when full): 94 % of the words of the
    /// benchmark's English corpus are among its 4,096 most frequent.
    static let capacity = 4096

    /// The ``WordShapes`` the words come from (its number and how often it was emptied); nil
    /// before the first.
    var owner: (id: Int, epoch: Int)?
    var table = WordTable(capacity: ThreadWords.capacity)

    /// The calling thread's table (made on its first use), emptied if its words came from
    /// another owner than `owner`.
    static func current(for owner: (id: Int, epoch: Int)) -> ThreadWords {
        let words: ThreadWords
        if let pointer = pthread_getspecific(key) {
            words = Unmanaged<ThreadWords>.fromOpaque(pointer).takeUnretainedValue()
        } else {
            words = ThreadWords()
            pthread_setspecific(key, Unmanaged.passRetained(words).toOpaque())
        }
        if words.owner == nil || words.owner! != owner {
            words.table.removeAll()
            words.owner = owner
        }
        return words
    }

    /// The key whose value is each thread's table (retained; released at thread exit).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<ThreadWords>.fromOpaque(pointer).release() }
        }
        return key
    }()
}
