import Foundation

// Core Motion as app code calls it: a render has no accelerometer, gyroscope, magnetometer,
// barometer or pedometer. Every `is…Available` is false, updates never arrive (their handlers
// are kept and never called), and the latest readings are nil, so a view draws its at-rest
// state (a parallax card flat, a step count's fallback).

/// A 3D acceleration in g (Core Motion's `CMAcceleration`).
public struct CMAcceleration: Sendable, Equatable {
    /// Along x.
    public var x: Double
    /// Along y.
    public var y: Double
    /// Along z.
    public var z: Double
    /// An acceleration.
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

/// A rotation rate in radians a second (Core Motion's `CMRotationRate`).
public struct CMRotationRate: Sendable, Equatable {
    /// About x.
    public var x: Double
    /// About y.
    public var y: Double
    /// About z.
    public var z: Double
    /// A rotation rate.
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

/// The device's orientation (Core Motion's `CMAttitude`): flat, every angle 0.
public final class CMAttitude: @unchecked Sendable {
    /// Rotation about the lateral axis, radians.
    public let pitch: Double
    /// Rotation about the longitudinal axis, radians.
    public let roll: Double
    /// Rotation about the vertical axis, radians.
    public let yaw: Double
    init(pitch: Double = 0, roll: Double = 0, yaw: Double = 0) { self.pitch = pitch; self.roll = roll; self.yaw = yaw }
}

/// A reading of the device's motion (Core Motion's `CMDeviceMotion`).
public final class CMDeviceMotion: @unchecked Sendable {
    /// The attitude.
    public let attitude = CMAttitude()
    /// The rotation rate.
    public let rotationRate = CMRotationRate(x: 0, y: 0, z: 0)
    /// Gravity, in g.
    public let gravity = CMAcceleration(x: 0, y: 0, z: -1)
    /// Acceleration the user gives, in g.
    public let userAcceleration = CMAcceleration(x: 0, y: 0, z: 0)
    /// When it was read, seconds since boot.
    public let timestamp: TimeInterval = 0
}

/// An accelerometer reading (Core Motion's `CMAccelerometerData`).
public final class CMAccelerometerData: @unchecked Sendable {
    /// The acceleration: gravity alone, a device lying flat.
    public let acceleration = CMAcceleration(x: 0, y: 0, z: -1)
}

/// A gyroscope reading (Core Motion's `CMGyroData`).
public final class CMGyroData: @unchecked Sendable {
    /// The rotation rate: still.
    public let rotationRate = CMRotationRate(x: 0, y: 0, z: 0)
}

/// The handler of device-motion updates.
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void
/// The handler of accelerometer updates.
public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
/// The handler of gyroscope updates.
public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void

/// Starts and stops motion updates (Core Motion's `CMMotionManager`). No sensor: nothing is
/// available, the handlers are never called and the latest readings are nil.
open class CMMotionManager: @unchecked Sendable {
    /// A manager.
    public init() {}

    /// Seconds between device-motion updates (default 0.01).
    open var deviceMotionUpdateInterval: TimeInterval = 0.01
    /// Seconds between accelerometer updates.
    open var accelerometerUpdateInterval: TimeInterval = 0.01
    /// Seconds between gyroscope updates.
    open var gyroUpdateInterval: TimeInterval = 0.01
    /// Whether device motion can be read: false.
    open var isDeviceMotionAvailable: Bool { false }
    /// Whether the accelerometer can be read: false.
    open var isAccelerometerAvailable: Bool { false }
    /// Whether the gyroscope can be read: false.
    open var isGyroAvailable: Bool { false }
    /// Whether the magnetometer can be read: false.
    open var isMagnetometerAvailable: Bool { false }
    /// Whether device-motion updates run: false.
    open var isDeviceMotionActive: Bool { false }
    /// Whether accelerometer updates run: false.
    open var isAccelerometerActive: Bool { false }
    /// Whether gyroscope updates run: false.
    open var isGyroActive: Bool { false }
    /// The latest device motion: none.
    open var deviceMotion: CMDeviceMotion? { nil }
    /// The latest accelerometer reading: none.
    open var accelerometerData: CMAccelerometerData? { nil }
    /// The latest gyroscope reading: none.
    open var gyroData: CMGyroData? { nil }

    /// Starts device-motion updates to be read from `deviceMotion`: none come.
    open func startDeviceMotionUpdates() {}
    /// Starts device-motion updates to `handler` on `queue`: none come.
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {}
    /// Starts device-motion updates in a reference frame: none come.
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {}
    /// Stops device-motion updates.
    open func stopDeviceMotionUpdates() {}
    /// Starts accelerometer updates: none come.
    open func startAccelerometerUpdates() {}
    /// Starts accelerometer updates to `handler`: none come.
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {}
    /// Stops accelerometer updates.
    open func stopAccelerometerUpdates() {}
    /// Starts gyroscope updates: none come.
    open func startGyroUpdates() {}
    /// Starts gyroscope updates to `handler`: none come.
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {}
    /// Stops gyroscope updates.
    open func stopGyroUpdates() {}
}

/// Which way is north for attitude (Core Motion's `CMAttitudeReferenceFrame`).
public struct CMAttitudeReferenceFrame: OptionSet, Sendable {
    /// The frame's bits.
    public let rawValue: UInt
    /// A frame of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Z vertical, x arbitrary.
    public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1)
    /// As above, corrected by the magnetometer.
    public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 2)
    /// X towards magnetic north.
    public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 4)
    /// X towards true north.
    public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 8)
}

/// Whether the app may read motion data (Core Motion's `CMAuthorizationStatus`).
public enum CMAuthorizationStatus: Int, Sendable {
    /// Not asked.
    case notDetermined
    /// Restricted.
    case restricted
    /// Refused.
    case denied
    /// Granted.
    case authorized
}

/// Pedometer data (Core Motion's `CMPedometerData`).
public final class CMPedometerData: @unchecked Sendable {
    /// The start of the period.
    public let startDate: Date
    /// The end of the period.
    public let endDate: Date
    /// Steps taken: 0.
    public let numberOfSteps: NSNumber = 0
    /// Distance in metres, when known: nil.
    public let distance: NSNumber? = nil
    /// Floors climbed: nil.
    public let floorsAscended: NSNumber? = nil
    init(startDate: Date, endDate: Date) { self.startDate = startDate; self.endDate = endDate }
}

/// The handler of pedometer queries and updates.
public typealias CMPedometerHandler = (CMPedometerData?, (any Error)?) -> Void

/// Counts steps (Core Motion's `CMPedometer`): no step counting here; a query is answered at
/// once with no data and an error.
open class CMPedometer: @unchecked Sendable {
    /// A pedometer.
    public init() {}
    /// Whether steps can be counted: false.
    open class func isStepCountingAvailable() -> Bool { false }
    /// Whether distance can be measured: false.
    open class func isDistanceAvailable() -> Bool { false }
    /// Whether floors can be counted: false.
    open class func isFloorCountingAvailable() -> Bool { false }
    /// Whether the app may read it: not asked.
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    /// Answers `handler` with no data and an error (the device counts no steps).
    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {
        handler(nil, CMError(description: "Step counting is not available: a render has no motion coprocessor."))
    }
    /// Starts live updates: none come.
    open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {}
    /// Stops live updates.
    open func stopUpdates() {}
}

/// The error Core Motion gives when a sensor is missing (`CMErrorDomain` on iOS).
public struct CMError: Error, CustomStringConvertible, Sendable {
    /// Why, in a sentence.
    public let description: String
}

/// Air pressure and altitude (Core Motion's `CMAltimeter`): none here.
open class CMAltimeter: @unchecked Sendable {
    /// An altimeter.
    public init() {}
    /// Whether relative altitude can be read: false.
    open class func isRelativeAltitudeAvailable() -> Bool { false }
    /// Starts updates: none come.
    open func startRelativeAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMAltitudeData?, (any Error)?) -> Void) {}
    /// Stops updates.
    open func stopRelativeAltitudeUpdates() {}
}

/// An altitude reading (Core Motion's `CMAltitudeData`).
public final class CMAltitudeData: @unchecked Sendable {
    /// Metres since the first reading.
    public let relativeAltitude: NSNumber = 0
    /// Kilopascals.
    public let pressure: NSNumber = 101.325
}
