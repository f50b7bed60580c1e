// The binary form of property lists (`bplist00`), as Xcode may compile `.strings` and
// `.stringsdict` tables. Every offset and count is checked against the file; objects are read
// once each (shared references cost nothing) and a reference cycle is an error.

/// Reads binary property lists.
struct BinaryPropertyListReader {
    private let bytes: [UInt8]
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let offsetTable: Int

    private init(bytes: [UInt8], offsetSize: Int, referenceSize: Int, objectCount: Int, offsetTable: Int) {
        self.bytes = bytes
        self.offsetSize = offsetSize
        self.referenceSize = referenceSize
        self.objectCount = objectCount
        self.offsetTable = offsetTable
    }

    static func read(_ bytes: [UInt8]) throws(ReadFailure) -> PropertyList {
        // The trailer: 6 unused bytes, the offset and reference sizes, then three 8-byte numbers.
        guard bytes.count >= 8 + 32 else { throw ReadFailure(line: nil, "binary property list too short") }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        let count = number(bytes, at: trailer + 8, size: 8)
        let top = number(bytes, at: trailer + 16, size: 8)
        let table = number(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), count >= 1, count <= UInt64(bytes.count),
              top < count, table >= 8, table <= UInt64(trailer),
              count.multipliedReportingOverflow(by: UInt64(offsetSize)).partialValue <= UInt64(trailer) - table
        else { throw ReadFailure(line: nil, "binary property list with an invalid trailer") }
        let reader = BinaryPropertyListReader(
            bytes: bytes, offsetSize: offsetSize, referenceSize: referenceSize, objectCount: Int(count), offsetTable: Int(table))
        return try reader.object(Int(top))
    }

    private static func number(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
        return value
    }

    /// A container being read: the object, its references, and what has been read of them.
    private struct Frame {
        let object: Int
        let isDictionary: Bool
        let references: [Int]
        var values: [PropertyList] = []
    }

    /// The object `top` and everything it references, read without recursion.
    private func object(_ top: Int) throws(ReadFailure) -> PropertyList {
        var done: [Int: PropertyList] = [:]
        var open: Set<Int> = []
        var stack: [Frame] = []
        var pending = top
        while true {
            // Read `pending`, or open it as a container.
            var value: PropertyList
            if let known = done[pending] {
                value = known
            } else {
                guard !open.contains(pending) else { throw ReadFailure(line: nil, "binary property list with a reference cycle") }
                switch try scalarOrContainer(pending) {
                case .scalar(let scalar):
                    value = scalar
                    done[pending] = scalar
                case .container(let isDictionary, let references):
                    guard stack.count < PropertyList.maximumDepth else {
                        throw ReadFailure(line: nil, "dictionaries and arrays nested deeper than \(PropertyList.maximumDepth) levels")
                    }
                    open.insert(pending)
                    stack.append(Frame(object: pending, isDictionary: isDictionary, references: references))
                    if let first = references.first {
                        pending = first
                        continue
                    }
                    value = PropertyList(value: isDictionary ? .dictionary([]) : .array([]), line: nil)
                    stack.removeLast()
                    open.remove(pending)
                    done[pending] = value
                }
            }
            // Hand the value to the open containers, closing those that are complete.
            while true {
                guard !stack.isEmpty else { return value }
                stack[stack.count - 1].values.append(value)
                let frame = stack[stack.count - 1]
                if frame.values.count < frame.references.count {
                    pending = frame.references[frame.values.count]
                    break
                }
                stack.removeLast()
                open.remove(frame.object)
                value = try close(frame)
                done[frame.object] = value
            }
        }
    }

    private func close(_ frame: Frame) throws(ReadFailure) -> PropertyList {
        guard frame.isDictionary else { return PropertyList(value: .array(frame.values), line: nil) }
        let half = frame.values.count / 2
        var members: [(key: String, value: PropertyList)] = []
        members.reserveCapacity(half)
        for index in 0..<half {
            guard let key = frame.values[index].string else {
                throw ReadFailure(line: nil, "binary property list with a dictionary key that is \(frame.values[index].typeName)")
            }
            members.append((key, frame.values[half + index]))
        }
        return PropertyList(value: .dictionary(members), line: nil)
    }

    private enum Object {
        case scalar(PropertyList)
        case container(isDictionary: Bool, references: [Int])
    }

    private func scalarOrContainer(_ object: Int) throws(ReadFailure) -> Object {
        guard object >= 0, object < objectCount else { throw ReadFailure(line: nil, "binary property list with a reference past its objects") }
        let start = Int(Self.number(bytes, at: offsetTable + object * offsetSize, size: offsetSize))
        guard start >= 8, start < offsetTable else { throw ReadFailure(line: nil, "binary property list with an object offset outside the file") }
        let marker = bytes[start]
        let low = Int(marker & 0x0F)
        func scalar(_ value: PropertyList.Value) -> Object { .scalar(PropertyList(value: value, line: nil)) }
        func need(_ count: Int, from offset: Int) throws(ReadFailure) {
            guard count >= 0, offset <= offsetTable, count <= offsetTable - offset else {
                throw ReadFailure(line: nil, "binary property list with an object running past its end")
            }
        }
        // The length of data, strings and containers: the low nibble, or an integer after it.
        func length() throws(ReadFailure) -> (count: Int, body: Int) {
            guard low == 0x0F else { return (low, start + 1) }
            try need(2, from: start + 1)
            let intMarker = bytes[start + 1]
            guard intMarker & 0xF0 == 0x10, intMarker & 0x0F <= 3 else { throw ReadFailure(line: nil, "binary property list with an invalid length") }
            let size = 1 << Int(intMarker & 0x0F)
            try need(size, from: start + 2)
            let value = Self.number(bytes, at: start + 2, size: size)
            guard value <= UInt64(bytes.count) else { throw ReadFailure(line: nil, "binary property list with an invalid length") }
            return (Int(value), start + 2 + size)
        }
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return scalar(.bool(false))
            case 0x09: return scalar(.bool(true))
            default: return scalar(.string(""))
            }
        case 0x1:
            guard low <= 3 else { throw ReadFailure(line: nil, "binary property list with an invalid integer") }
            let size = 1 << low
            try need(size, from: start + 1)
            return scalar(.integer(Int64(bitPattern: Self.number(bytes, at: start + 1, size: size))))
        case 0x2:
            guard low == 2 || low == 3 else { throw ReadFailure(line: nil, "binary property list with an invalid real") }
            try need(1 << low, from: start + 1)
            let bits = Self.number(bytes, at: start + 1, size: 1 << low)
            return scalar(.real(low == 2 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits)))
        case 0x3:
            try need(8, from: start + 1)
            return scalar(.date(Double(bitPattern: Self.number(bytes, at: start + 1, size: 8))))
        case 0x4:
            let (count, body) = try length()
            try need(count, from: body)
            return scalar(.data(Array(bytes[body..<(body + count)])))
        case 0x5:
            let (count, body) = try length()
            try need(count, from: body)
            return scalar(.string(String(decoding: bytes[body..<(body + count)], as: UTF8.self)))
        case 0x6:
            let (count, body) = try length()
            try need(count * 2, from: body)
            var units: [UInt16] = []
            units.reserveCapacity(count)
            for index in 0..<count { units.append(UInt16(bytes[body + 2 * index]) << 8 | UInt16(bytes[body + 2 * index + 1])) }
            return scalar(.string(String(decoding: units, as: UTF16.self)))
        case 0x8:
            try need(low + 1, from: start + 1)
            return scalar(.integer(Int64(bitPattern: Self.number(bytes, at: start + 1, size: low + 1))))
        case 0xA, 0xC, 0xD:
            let (count, body) = try length()
            let isDictionary = marker >> 4 == 0xD
            let total = isDictionary ? count * 2 : count
            try need(total * referenceSize, from: body)
            let references = (0..<total).map { Int(Self.number(bytes, at: body + $0 * referenceSize, size: referenceSize)) }
            return .container(isDictionary: isDictionary, references: references)
        default:
            throw ReadFailure(line: nil, "binary property list with an unknown object type 0x\(String(marker, radix: 16))")
        }
    }
}
