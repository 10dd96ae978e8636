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

/// HealthKit on an iPhone that has recorded nothing: queries find no data; quantities the
/// app makes convert exactly.
@Suite struct HealthKitTests {
    @Test func unitsConvertExactly() {
        // 5 km = 5,000 / 1,609.344 mi; 100 °F = (100 − 32) × 5 / 9 °C; 60 count/min = 1 count/s.
        #expect(abs(HKQuantity(unit: .meterUnit(with: .kilo), doubleValue: 5).doubleValue(for: .mile()) - 3.106_855_961) < 1e-9)
        #expect(abs(HKQuantity(unit: .degreeFahrenheit(), doubleValue: 100).doubleValue(for: .degreeCelsius()) - 37.777_777_78) < 1e-7)
        #expect(abs(HKQuantity(unit: .count().unitDivided(by: .minute()), doubleValue: 60).doubleValue(for: HKUnit(from: "count/s")) - 1) < 1e-12)
        #expect(abs(HKQuantity(unit: .kilocalorie(), doubleValue: 1).doubleValue(for: .jouleUnit(with: .kilo)) - 4.184) < 1e-12)
        #expect(abs(HKQuantity(unit: HKUnit(from: "lb"), doubleValue: 1).doubleValue(for: .gramUnit(with: .kilo)) - 0.453_592_37) < 1e-12)
        #expect(abs(HKQuantity(unit: HKUnit(from: "mg/dL"), doubleValue: 100).doubleValue(for: HKUnit(from: "g/L")) - 1) < 1e-12)
        // Other dimensions: NaN, never a trap.
        #expect(HKQuantity(unit: .count(), doubleValue: 1).doubleValue(for: .meter()).isNaN)
        #expect(!HKQuantity(unit: .count(), doubleValue: 1).is(compatibleWith: .kilocalorie()))
        #expect(HKQuantity(unit: HKUnit(from: "furlong"), doubleValue: 1).doubleValue(for: .meter()).isNaN)
    }

    @Test func queriesFindNoData() async throws {
        let store = HKHealthStore()
        #expect(HKHealthStore.isHealthDataAvailable())
        let steps = HKQuantityType(.stepCount)
        #expect(steps.identifier == "HKQuantityTypeIdentifierStepCount")
        try await store.requestAuthorization(toShare: [], read: [steps])
        #expect(store.authorizationStatus(for: steps) == .notDetermined)
        nonisolated(unsafe) var statistics: (HKStatistics?, (any Error)?)?
        store.execute(HKStatisticsQuery(quantityType: steps, quantitySamplePredicate: HKQuery.predicateForSamples(withStart: .distantPast, end: .now),
                                        options: .cumulativeSum) { _, result, error in statistics = (result, error) })
        #expect(statistics?.0 == nil && (statistics?.1 as? HKError)?.code == .errorNoData)
        // A week of days from an anchor: seven empty intervals, a day apart.
        let anchor = Date(timeIntervalSinceReferenceDate: 0)
        let query = HKStatisticsCollectionQuery(quantityType: steps, quantitySamplePredicate: nil, options: .cumulativeSum,
                                                anchorDate: anchor, intervalComponents: DateComponents(day: 1))
        nonisolated(unsafe) var days: [(Date, HKQuantity?)] = []
        query.initialResultsHandler = { _, collection, _ in
            collection?.enumerateStatistics(from: anchor, to: anchor.addingTimeInterval(7 * 86_400)) { s, _ in days.append((s.startDate, s.sumQuantity())) }
        }
        store.execute(query)
        #expect(days.count == 7 && days.allSatisfy { $0.1 == nil })
        #expect(days.last?.0 == anchor.addingTimeInterval(6 * 86_400))
        nonisolated(unsafe) var samples: [HKSample]?
        store.execute(HKSampleQuery(sampleType: steps, predicate: nil, limit: HKObjectQueryNoLimit,
                                    sortDescriptors: [NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)]) { _, s, _ in samples = s })
        #expect(samples?.isEmpty == true)
        let sample = HKQuantitySample(type: steps, quantity: HKQuantity(unit: .count(), doubleValue: 10), start: .now, end: .now)
        await #expect(throws: HKError.self) { try await store.save(sample) }
    }
}

/// EventKit with an empty database and an unanswered prompt.
@Suite struct EventKitTests {
    @Test func emptyDatabaseAndNoAccess() async throws {
        let store = EKEventStore()
        #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
        #expect(try await store.requestFullAccessToEvents() == false)
        let week = store.predicateForEvents(withStart: .now, end: .now.addingTimeInterval(7 * 86_400), calendars: nil)
        #expect(store.events(matching: week).isEmpty)
        nonisolated(unsafe) var reminders: [EKReminder]?
        store.fetchReminders(matching: store.predicateForReminders(in: nil)) { reminders = $0 }
        #expect(reminders?.isEmpty == true)
        // An event the app builds keeps its values; saving it throws (no access).
        let event = EKEvent(eventStore: store)
        event.title = "Standup"
        event.startDate = Date(timeIntervalSinceReferenceDate: 3_600)
        event.endDate = event.startDate.addingTimeInterval(900)
        event.addAlarm(EKAlarm(relativeOffset: -300))
        #expect(event.title == "Standup" && event.endDate.timeIntervalSince(event.startDate) == 900 && event.alarms?.count == 1)
        #expect(event.eventIdentifier == event.calendarItemIdentifier && event.calendar.allowedEntityTypes == .event)
        #expect(throws: EKError.self) { try store.save(event, span: .thisEvent) }
        #expect(EKAuthorizationStatus.authorized == .fullAccess && EKAuthorizationStatus.fullAccess.rawValue == 3)
    }
}
