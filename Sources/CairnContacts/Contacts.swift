import CairnViews
import Foundation

// The Contacts framework as SwiftUI code uses it (`cairn` reads `import Contacts` and
// `import ContactsUI` as `import Cairn`): the contact store, contacts and their values, and
// iOS 18's limited access. A render runs on a machine with no address book and nobody to ask
// for access: the store's status is `.notDetermined` (the person has not been asked, as on a
// fresh install), a request is not granted, and every fetch finds no contact. Contacts an app
// makes itself (`CNMutableContact`) hold their values as Apple's do.

/// What a contact store holds, as Contacts' `CNEntityType`.
public enum CNEntityType: Int, Sendable {
    /// Contacts.
    case contacts = 0
}

/// How far the person lets the app into their contacts, as Contacts' `CNAuthorizationStatus`.
public enum CNAuthorizationStatus: Int, Sendable {
    /// Not asked yet: what a render reports (nobody to ask).
    case notDetermined = 0
    /// Restricted by the device's management.
    case restricted = 1
    /// Refused.
    case denied = 2
    /// Every contact.
    case authorized = 3
    /// The contacts the person chose (iOS 18).
    case limited = 4
}

/// A key a fetch asks for, as Contacts' `CNKeyDescriptor` (`CNContactGivenNameKey as
/// CNKeyDescriptor`).
public protocol CNKeyDescriptor: Sendable {}
extension String: CNKeyDescriptor {}

/// The given name key.
public let CNContactGivenNameKey = "givenName"
/// The family name key.
public let CNContactFamilyNameKey = "familyName"
/// The middle name key.
public let CNContactMiddleNameKey = "middleName"
/// The nickname key.
public let CNContactNicknameKey = "nickname"
/// The organization name key.
public let CNContactOrganizationNameKey = "organizationName"
/// The job title key.
public let CNContactJobTitleKey = "jobTitle"
/// The identifier key.
public let CNContactIdentifierKey = "identifier"
/// The phone numbers key.
public let CNContactPhoneNumbersKey = "phoneNumbers"
/// The email addresses key.
public let CNContactEmailAddressesKey = "emailAddresses"
/// The postal addresses key.
public let CNContactPostalAddressesKey = "postalAddresses"
/// The image data key.
public let CNContactImageDataKey = "imageData"
/// The thumbnail image data key.
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
/// The image-data-available key.
public let CNContactImageDataAvailableKey = "imageDataAvailable"
/// The birthday key.
public let CNContactBirthdayKey = "birthday"
/// The note key.
public let CNContactNoteKey = "note"
/// The home label.
public let CNLabelHome = "_$!<Home>!$_"
/// The work label.
public let CNLabelWork = "_$!<Work>!$_"
/// The other label.
public let CNLabelOther = "_$!<Other>!$_"
/// The mobile phone label.
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
/// The main phone label.
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
/// The iPhone label.
public let CNLabelPhoneNumberiPhone = "iPhone"

/// A phone number, as Contacts' `CNPhoneNumber`.
public final class CNPhoneNumber: Hashable, @unchecked Sendable {
    /// The number as written.
    public let stringValue: String
    /// A number as written.
    public init(stringValue: String) { self.stringValue = stringValue }
    /// Equal when written alike.
    public static func == (a: CNPhoneNumber, b: CNPhoneNumber) -> Bool { a.stringValue == b.stringValue }
    /// Hashes the number as written.
    public func hash(into hasher: inout Hasher) { hasher.combine(stringValue) }
}

/// A postal address, as Contacts' `CNPostalAddress`.
public class CNPostalAddress: @unchecked Sendable {
    /// The street.
    public internal(set) var street = ""
    /// The city.
    public internal(set) var city = ""
    /// The state.
    public internal(set) var state = ""
    /// The postal code.
    public internal(set) var postalCode = ""
    /// The country.
    public internal(set) var country = ""
    /// The ISO country code.
    public internal(set) var isoCountryCode = ""
    /// An empty address.
    public init() {}
}

/// A postal address an app fills in, as Contacts' `CNMutablePostalAddress`.
public final class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    /// The street.
    public override var street: String { get { super.street } set { super.street = newValue } }
    /// The city.
    public override var city: String { get { super.city } set { super.city = newValue } }
    /// The state.
    public override var state: String { get { super.state } set { super.state = newValue } }
    /// The postal code.
    public override var postalCode: String { get { super.postalCode } set { super.postalCode = newValue } }
    /// The country.
    public override var country: String { get { super.country } set { super.country = newValue } }
    /// The ISO country code.
    public override var isoCountryCode: String { get { super.isoCountryCode } set { super.isoCountryCode = newValue } }
}

/// A value with a label ("home", "mobile"), as Contacts' `CNLabeledValue`.
public final class CNLabeledValue<ValueType>: @unchecked Sendable {
    /// The label.
    public let label: String?
    /// The value.
    public let value: ValueType
    /// A unique identifier.
    public let identifier = UUID().uuidString
    /// `value` labelled `label`.
    public init(label: String?, value: ValueType) { self.label = label; self.value = value }
    /// The label as a person reads it ("home" for `CNLabelHome`).
    public class func localizedString(forLabel label: String) -> String {
        label.hasPrefix("_$!<") && label.hasSuffix(">!$_") ? String(label.dropFirst(4).dropLast(4)).lowercased() : label
    }
}

/// Which kind of entity a contact is, as Contacts' `CNContactType`.
public enum CNContactType: Int, Sendable {
    /// A person.
    case person = 0
    /// An organization.
    case organization = 1
}

/// A contact, as Contacts' `CNContact`: immutable; a render's store returns none.
public class CNContact: Identifiable, @unchecked Sendable {
    /// The contact's identifier.
    public internal(set) var identifier = UUID().uuidString
    /// The kind of contact.
    public internal(set) var contactType: CNContactType = .person
    /// The given name.
    public internal(set) var givenName = ""
    /// The middle name.
    public internal(set) var middleName = ""
    /// The family name.
    public internal(set) var familyName = ""
    /// The nickname.
    public internal(set) var nickname = ""
    /// The organization.
    public internal(set) var organizationName = ""
    /// The job title.
    public internal(set) var jobTitle = ""
    /// The note.
    public internal(set) var note = ""
    /// The birthday.
    public internal(set) var birthday: DateComponents?
    /// The phone numbers.
    public internal(set) var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    /// The email addresses.
    public internal(set) var emailAddresses: [CNLabeledValue<NSString>] = []
    /// The postal addresses.
    public internal(set) var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
    /// The image.
    public internal(set) var imageData: Data?
    /// The thumbnail.
    public internal(set) var thumbnailImageData: Data?
    /// Whether the contact has an image.
    public var imageDataAvailable: Bool { imageData != nil }
    /// The `Identifiable` identity: the identifier.
    public var id: String { identifier }

    /// An empty contact.
    public init() {}

    /// Whether the value of `key` was fetched (every key of a contact made here is).
    public func isKeyAvailable(_ key: String) -> Bool { true }
    /// Whether the values of `keyDescriptors` were fetched.
    public func areKeysAvailable(_ keyDescriptors: [CNKeyDescriptor]) -> Bool { true }
    /// A mutable copy.
    public func mutableCopy() -> CNMutableContact {
        let copy = CNMutableContact()
        copy.identifier = identifier; copy.contactType = contactType; copy.givenName = givenName; copy.middleName = middleName
        copy.familyName = familyName; copy.nickname = nickname; copy.organizationName = organizationName; copy.jobTitle = jobTitle
        copy.note = note; copy.birthday = birthday; copy.phoneNumbers = phoneNumbers; copy.emailAddresses = emailAddresses
        copy.postalAddresses = postalAddresses; copy.imageData = imageData; copy.thumbnailImageData = thumbnailImageData
        return copy
    }

    /// A predicate matching contacts whose name contains `name`.
    public class func predicateForContacts(matchingName name: String) -> NSPredicate { NSPredicate(value: false) }
    /// A predicate matching the contacts `identifiers`.
    public class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate { NSPredicate(value: false) }
    /// A predicate matching contacts with `emailAddress`.
    public class func predicateForContacts(matchingEmailAddress emailAddress: String) -> NSPredicate { NSPredicate(value: false) }
    /// A predicate matching contacts with `phoneNumber`.
    public class func predicateForContacts(matching phoneNumber: CNPhoneNumber) -> NSPredicate { NSPredicate(value: false) }
}

/// A contact an app fills in, as Contacts' `CNMutableContact`.
public final class CNMutableContact: CNContact, @unchecked Sendable {
    /// The kind of contact.
    public override var contactType: CNContactType { get { super.contactType } set { super.contactType = newValue } }
    /// The given name.
    public override var givenName: String { get { super.givenName } set { super.givenName = newValue } }
    /// The middle name.
    public override var middleName: String { get { super.middleName } set { super.middleName = newValue } }
    /// The family name.
    public override var familyName: String { get { super.familyName } set { super.familyName = newValue } }
    /// The nickname.
    public override var nickname: String { get { super.nickname } set { super.nickname = newValue } }
    /// The organization.
    public override var organizationName: String { get { super.organizationName } set { super.organizationName = newValue } }
    /// The job title.
    public override var jobTitle: String { get { super.jobTitle } set { super.jobTitle = newValue } }
    /// The note.
    public override var note: String { get { super.note } set { super.note = newValue } }
    /// The birthday.
    public override var birthday: DateComponents? { get { super.birthday } set { super.birthday = newValue } }
    /// The phone numbers.
    public override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { get { super.phoneNumbers } set { super.phoneNumbers = newValue } }
    /// The email addresses.
    public override var emailAddresses: [CNLabeledValue<NSString>] { get { super.emailAddresses } set { super.emailAddresses = newValue } }
    /// The postal addresses.
    public override var postalAddresses: [CNLabeledValue<CNPostalAddress>] { get { super.postalAddresses } set { super.postalAddresses = newValue } }
    /// The image.
    public override var imageData: Data? { get { super.imageData } set { super.imageData = newValue } }
}

/// Formats a contact's name, as Contacts' `CNContactFormatter`.
public final class CNContactFormatter: @unchecked Sendable {
    /// What a formatter writes.
    public enum Style: Int, Sendable {
        /// The full name.
        case fullName = 0
        /// The phonetic full name.
        case phoneticFullName = 1
    }
    /// The style.
    public var style: Style = .fullName
    /// A formatter of full names.
    public init() {}
    /// `contact`'s name in this style.
    public func string(from contact: CNContact) -> String? { Self.string(from: contact, style: style) }
    /// `contact`'s full name (given, middle and family names, with spaces, as in English;
    /// the organization for an organization), or nil when it has none.
    public class func string(from contact: CNContact, style: Style) -> String? {
        let parts = contact.contactType == .organization ? [contact.organizationName]
            : [contact.givenName, contact.middleName, contact.familyName]
        let name = parts.filter { !$0.isEmpty }.joined(separator: " ")
        return name.isEmpty ? (contact.organizationName.isEmpty ? nil : contact.organizationName) : name
    }
    /// The keys a formatter needs.
    public class func descriptorForRequiredKeys(for style: Style) -> CNKeyDescriptor {
        [CNContactGivenNameKey, CNContactMiddleNameKey, CNContactFamilyNameKey, CNContactOrganizationNameKey].joined(separator: ",")
    }
}

/// A fetch of contacts, as Contacts' `CNContactFetchRequest`.
public final class CNContactFetchRequest: @unchecked Sendable {
    /// The keys to fetch.
    public var keysToFetch: [CNKeyDescriptor]
    /// The contacts to match (nil: all).
    public var predicate: NSPredicate?
    /// Whether linked contacts are unified (default true).
    public var unifyResults = true
    /// A fetch of `keysToFetch`.
    public init(keysToFetch: [CNKeyDescriptor]) { self.keysToFetch = keysToFetch }
}

/// Changes to save, as Contacts' `CNSaveRequest`.
public final class CNSaveRequest: @unchecked Sendable {
    /// An empty request.
    public init() {}
    /// Adds `contact` to the container `identifier` (nil: the default).
    public func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) {}
    /// Updates `contact`.
    public func update(_ contact: CNMutableContact) {}
    /// Deletes `contact`.
    public func delete(_ contact: CNMutableContact) {}
}

/// A Contacts error, as Contacts' `CNError`.
public struct CNError: Error, Sendable {
    /// The kinds of error.
    public enum Code: Int, Sendable {
        /// The app may not read contacts.
        case authorizationDenied = 100
        /// No such record.
        case recordDoesNotExist = 200
    }
    /// The kind.
    public let code: Code
    /// An error of kind `code`.
    public init(_ code: Code) { self.code = code }
}

/// The address book, as Contacts' `CNContactStore`. A render has none and nobody to ask:
/// the status is `.notDetermined`, a request answers false (not granted), every fetch finds
/// nothing, and a save or a fetch by identifier throws `CNError.authorizationDenied`.
public final class CNContactStore: @unchecked Sendable {
    /// The store.
    public init() {}

    /// The app's access: `.notDetermined` in a render (nobody has been asked).
    public class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { .notDetermined }

    /// Asks for access: nobody answers in a render, so not granted.
    public func requestAccess(for entityType: CNEntityType, completionHandler: @escaping @Sendable (Bool, Error?) -> Void) {
        completionHandler(false, nil)
    }
    /// Asks for access: not granted in a render.
    public func requestAccess(for entityType: CNEntityType) async throws -> Bool { false }

    /// The contacts matching `predicate`: none.
    public func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [CNKeyDescriptor]) throws -> [CNContact] { [] }
    /// The contact `identifier`: there is none, so `CNError.recordDoesNotExist`.
    public func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [CNKeyDescriptor]) throws -> CNContact {
        throw CNError(.recordDoesNotExist)
    }
    /// Calls `block` for each contact `fetchRequest` matches: none.
    public func enumerateContacts(with fetchRequest: CNContactFetchRequest, usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void) throws {}
    /// Saves `saveRequest`: the app may not write in a render.
    public func execute(_ saveRequest: CNSaveRequest) throws { throw CNError(.authorizationDenied) }
    /// The default container's identifier.
    public func defaultContainerIdentifier() -> String { "" }
}
