import Foundation

// Network's path monitor as app code uses it (`cairn` reads `import Network` as `import
// Cairn`): the model behind an "You're offline" banner. A render must draw the same bytes on
// every machine, so it does not read the host's network: the path is always the one of a
// phone online over Wi-Fi (satisfied, neither expensive nor constrained), and the banner for
// being offline does not show, as on most devices most of the time.

/// A network interface, as Network's `NWInterface`.
public struct NWInterface: Hashable, Sendable {
    /// The kinds of interface, as `NWInterface.InterfaceType`.
    public enum InterfaceType: Hashable, Sendable {
        /// Another kind.
        case other
        /// Wi-Fi.
        case wifi
        /// Cellular.
        case cellular
        /// Ethernet.
        case wiredEthernet
        /// The loopback interface.
        case loopback
    }
    /// The interface's kind.
    public let type: InterfaceType
    /// The interface's name.
    public let name: String
}

/// The state of the device's network, as Network's `NWPath`.
public struct NWPath: Hashable, Sendable {
    /// Whether the path can be used, as `NWPath.Status`.
    public enum Status: Hashable, Sendable {
        /// Usable: what a render reports.
        case satisfied
        /// Not usable.
        case unsatisfied
        /// Usable once a connection is made (a VPN on demand).
        case requiresConnection
    }
    /// Why a path is not usable, as `NWPath.UnsatisfiedReason`.
    public enum UnsatisfiedReason: Hashable, Sendable {
        /// No reason (the path is usable).
        case notAvailable
        /// Cellular data is turned off.
        case cellularDenied
        /// Wi-Fi is turned off.
        case wifiDenied
        /// Local network access is denied.
        case localNetworkDenied
    }
    /// `.satisfied`.
    public let status: Status
    /// `.notAvailable`: there is no reason, the path is usable.
    public let unsatisfiedReason: UnsatisfiedReason
    /// The interfaces: Wi-Fi.
    public let availableInterfaces: [NWInterface]
    /// Whether the path is expensive (cellular, a hotspot): no.
    public let isExpensive: Bool
    /// Whether Low Data Mode constrains it: no.
    public let isConstrained: Bool
    /// Whether IPv4 is available.
    public let supportsIPv4: Bool
    /// Whether IPv6 is available.
    public let supportsIPv6: Bool
    /// Whether DNS is available.
    public let supportsDNS: Bool

    /// The path a render reports: a phone online over Wi-Fi.
    static let online = NWPath(status: .satisfied, unsatisfiedReason: .notAvailable, availableInterfaces: [NWInterface(type: .wifi, name: "en0")],
                               isExpensive: false, isConstrained: false, supportsIPv4: true, supportsIPv6: true, supportsDNS: true)

    /// Whether the path uses an interface of `type`.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool { availableInterfaces.contains { $0.type == type } }
}

/// Watches the network's path, as Network's `NWPathMonitor`: in a render the path is the
/// online Wi-Fi one, given to `pathUpdateHandler` once on the queue after `start(queue:)`,
/// as iOS gives the current path first. A monitor for an interface type other than Wi-Fi
/// (or any) reports the path unsatisfied.
public final class NWPathMonitor: @unchecked Sendable {
    private let lock = NSLock()
    private var handler: (@Sendable (NWPath) -> Void)?
    private let required: NWInterface.InterfaceType?
    /// Called with each new path.
    public var pathUpdateHandler: (@Sendable (NWPath) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }
    /// The queue `start(queue:)` was given.
    public private(set) var queue: DispatchQueue?

    /// A monitor of every interface.
    public init() { required = nil }
    /// A monitor of the interfaces of `requiredInterfaceType`.
    public init(requiredInterfaceType: NWInterface.InterfaceType) { required = requiredInterfaceType }

    /// The path now.
    public var currentPath: NWPath {
        guard let required, required != .wifi else { return .online }
        return NWPath(status: .unsatisfied, unsatisfiedReason: .notAvailable, availableInterfaces: [], isExpensive: false, isConstrained: false,
                      supportsIPv4: false, supportsIPv6: false, supportsDNS: false)
    }

    /// Starts watching: the current path goes to the handler on `queue`.
    public func start(queue: DispatchQueue) {
        self.queue = queue
        let path = currentPath
        queue.async { [weak self] in self?.pathUpdateHandler?(path) }
    }

    /// Stops watching.
    public func cancel() { pathUpdateHandler = nil }
}
