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
}
