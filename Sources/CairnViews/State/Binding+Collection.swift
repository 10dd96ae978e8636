/// A binding to a collection is a collection of bindings to its elements (SwiftUI's
/// `Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection`),
/// so `ForEach($model.items) { $item in Toggle(item.title, isOn: $item.isDone) }` and
/// `List($items) { $item in … }` edit the elements in place.
///
/// Each element's binding reads and writes the collection at its index. If the collection
/// has shrunk past that index since, it reads the element it was made from and ignores
/// writes, where indexing out of range would trap.
extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Iterates the element bindings in order.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A contiguous run of element bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices

    /// The position of the first element.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The position past the last element.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The collection's indices.
    public var indices: Value.Indices { wrappedValue.indices }

    /// The position after `i`.
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    /// Moves `i` to the position after it.
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        let original = wrappedValue[position]
        return Binding<Value.Element>(
            get: {
                let collection = self.wrappedValue
                return Self.holds(collection, position) ? collection[position] : original
            },
            set: { newValue in
                var collection = self.wrappedValue
                guard Self.holds(collection, position) else { return }
                collection[position] = newValue
                self.wrappedValue = collection
            })
    }

    /// Whether `position` is still an index of `collection` (it may have shrunk since).
    private static func holds(_ collection: Value, _ position: Index) -> Bool {
        position >= collection.startIndex && position < collection.endIndex
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The position before `i`.
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    /// Moves `i` to the position before it.
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's identity (SwiftUI's `Binding: Identifiable where Value: Identifiable`).
    public var id: Value.ID { wrappedValue.id }
}
