import Cairn
import CairnTestSupport
import Foundation
import Testing

/// User Notifications and Local Authentication in a render: nobody to ask, no sensor.
@Suite struct AppServicesTests {
    /// Permission is not determined and a request is not granted; scheduled requests are
    /// kept, replaced by identifier, capped at 64 (iOS keeps the soonest 64) and removed;
    /// nothing is delivered.
    @Test func notificationsAreUnaskedAndNeverDelivered() async throws {
        let center = UNUserNotificationCenter.current()
        center.removeAllPendingNotificationRequests()
        #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
        #expect(try await center.requestAuthorization(options: [.alert, .sound, .badge]) == false)
        let content = UNMutableNotificationContent()
        content.title = "Time to journal"
        content.sound = .default
        var components = DateComponents()
        components.hour = 20
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        try await center.add(UNNotificationRequest(identifier: "daily", content: content, trigger: trigger))
        try await center.add(UNNotificationRequest(identifier: "daily", content: content, trigger: nil))
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["daily"])
        #expect(Calendar.current.component(.hour, from: try #require(trigger.nextTriggerDate())) == 20)
        for i in 0..<100 { try await center.add(UNNotificationRequest(identifier: "r\(i)", content: content, trigger: nil)) }
        let pending = await center.pendingNotificationRequests()
        #expect(pending.count == 64 && pending.last?.identifier == "r99")
        center.removePendingNotificationRequests(withIdentifiers: ["r99"])
        #expect(await center.pendingNotificationRequests().count == 63)
        #expect(await center.deliveredNotifications().isEmpty)
        center.removeAllPendingNotificationRequests()
    }

    /// No sensor and no passcode: `canEvaluatePolicy` is false with the reason, the type is
    /// `.none`, evaluating throws that reason (matched by `catch LAError.biometryNotAvailable`).
    @Test func authenticationHasNoSensor() async {
        let context = LAContext()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue && context.biometryType == .none)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error) && error?.code == LAError.Code.passcodeNotSet.rawValue)
        var caught = ""
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock")
        } catch LAError.biometryNotAvailable {
            caught = "biometry"
        } catch {
            caught = "other"
        }
        #expect(caught == "biometry")
    }

    /// The path is a phone's online Wi-Fi one (deterministic, not the host's), given to the
    /// handler once after `start`; a cellular-only monitor is unsatisfied.
    @Test func networkIsOnlineOverWiFi() async {
        let monitor = NWPathMonitor()
        #expect(monitor.currentPath.status == .satisfied && monitor.currentPath.usesInterfaceType(.wifi))
        #expect(!monitor.currentPath.isExpensive && !monitor.currentPath.isConstrained)
        let seen: NWPath = await withCheckedContinuation { continuation in
            monitor.pathUpdateHandler = { continuation.resume(returning: $0) }
            monitor.start(queue: DispatchQueue(label: "monitor"))
        }
        monitor.cancel()
        #expect(seen.status == .satisfied && seen.availableInterfaces.map(\.type) == [.wifi])
        #expect(NWPathMonitor(requiredInterfaceType: .cellular).currentPath.status == .unsatisfied)
    }

    /// No Taptic Engine, no Mail account, no Messages: the checks are false, the calls after
    /// them run and play nothing.
    @Test func hapticsAndComposersAreAbsent() throws {
        #expect(!CHHapticEngine.capabilitiesForHardware().supportsHaptics)
        let engine = try CHHapticEngine()
        try engine.start()
        let tap = CHHapticEvent(eventType: .hapticTransient, parameters: [CHHapticEventParameter(parameterID: .hapticIntensity, value: 1)], relativeTime: 0)
        let buzz = CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 0.2, duration: 0.5)
        let pattern = try CHHapticPattern(events: [tap, buzz], parameters: [])
        #expect(abs(pattern.duration - 0.7) < 1e-12)
        try engine.makePlayer(with: pattern).start(atTime: CHHapticTimeImmediate)
        #expect(!MFMailComposeViewController.canSendMail() && !MFMessageComposeViewController.canSendText())
        let mail = MFMailComposeViewController()
        mail.setSubject("Feedback")
        #expect(mail.subject == "Feedback")
    }
}


/// Core Motion without sensors: nothing is available, no update arrives, a pedometer query
/// answers at once with no data.
@Suite struct CoreMotionTests {
    @Test func noSensorNoUpdates() {
        let manager = CMMotionManager()
        #expect(!manager.isDeviceMotionAvailable && !manager.isAccelerometerAvailable && !manager.isGyroAvailable)
        nonisolated(unsafe) var calls = 0
        manager.startDeviceMotionUpdates(to: .main) { _, _ in calls += 1 }
        #expect(calls == 0 && manager.deviceMotion == nil && !manager.isDeviceMotionActive)
        nonisolated(unsafe) var answered: (data: CMPedometerData?, error: (any Error)?)?
        CMPedometer().queryPedometerData(from: .distantPast, to: .now) { data, error in answered = (data, error) }
        #expect(answered != nil && answered?.data == nil && answered?.error != nil)
        #expect(!CMPedometer.isStepCountingAvailable() && CMPedometer.authorizationStatus() == .notDetermined)
    }

    /// A parallax card reading the attitude draws flat: its offset stays zero.
    @Test func aParallaxCardDrawsFlat() {
        final class Motion { let manager = CMMotionManager(); var roll = 0.0 }
        let motion = Motion()
        motion.manager.startDeviceMotionUpdates(to: .main) { data, _ in motion.roll = data?.attitude.roll ?? 0 }
        let l = layOut(Color.blue.frame(width: 100, height: 100).offset(x: motion.roll * 20).id("card"), 200, 200)
        expectFrame(l, "card", rect(50, 50, 100, 100))
    }
}
