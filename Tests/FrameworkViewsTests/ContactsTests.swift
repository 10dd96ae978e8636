import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Contacts and Contacts UI: a render has no address book and nobody to ask for access.
@Suite struct ContactsTests {
    /// The store reports `.notDetermined` (nobody asked), grants nothing, finds nothing, and
    /// refuses to save; contacts an app makes keep their values; the formatter joins the names
    /// with spaces (the organization for an organization, nil for no name); labels read as
    /// words.
    @Test func theStoreIsEmptyAndUnasked() async throws {
        #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
        let store = CNContactStore()
        #expect(try await store.requestAccess(for: .contacts) == false)
        let keys = [CNContactGivenNameKey, CNContactFamilyNameKey] as [CNKeyDescriptor]
        #expect(try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Ann"), keysToFetch: keys).isEmpty)
        #expect(throws: CNError.self) { try store.unifiedContact(withIdentifier: "x", keysToFetch: keys) }
        var visited = 0
        try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: keys)) { _, _ in visited += 1 }
        #expect(visited == 0)
        let anne = CNMutableContact()
        anne.givenName = "Anne"
        anne.familyName = "Johnson"
        anne.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "+1 555 0100"))]
        anne.emailAddresses = [CNLabeledValue(label: CNLabelHome, value: "anne@example.com" as NSString)]
        let save = CNSaveRequest()
        save.add(anne, toContainerWithIdentifier: nil)
        #expect(throws: CNError.self) { try store.execute(save) }
        #expect(CNContactFormatter.string(from: anne, style: .fullName) == "Anne Johnson")
        let copy = anne.mutableCopy()
        copy.givenName = ""
        #expect(CNContactFormatter.string(from: copy, style: .fullName) == "Johnson" && anne.givenName == "Anne")
        let shop = CNMutableContact()
        shop.contactType = .organization
        shop.organizationName = "Trailhead Outfitters"
        #expect(CNContactFormatter.string(from: shop, style: .fullName) == "Trailhead Outfitters")
        #expect(CNContactFormatter.string(from: CNContact(), style: .fullName) == nil)
        #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: CNLabelPhoneNumberMobile) == "mobile")
        #expect(anne.phoneNumbers.first?.value.stringValue == "+1 555 0100")
    }

    /// No contact matches in a render, so the access button draws nothing and takes no space:
    /// a stack around it draws the same display list as one without it; its modifiers and the
    /// access picker change nothing drawn.
    @Test func theAccessButtonDrawsNothing() {
        let with = VStack(spacing: 8) {
            Text("Above")
            ContactAccessButton(queryString: "Ann", ignoredEmails: ["a@example.com"]) { _ in }
                .contactAccessButtonCaption(.phone)
                .contactAccessButtonStyle(ContactAccessButton.Style(imageWidth: 30, imageColor: .teal))
            Text("Below")
        }
        .contactAccessPicker(isPresented: .constant(true)) { _ in }
        let without = VStack(spacing: 8) { Text("Above"); Text("Below") }
        #expect(ImageRenderer(content: with.frame(width: 200, height: 100)).displayList
                == ImageRenderer(content: without.frame(width: 200, height: 100)).displayList)
        #expect(ImageRenderer(content: ContactAccessButton(queryString: "Ann").frame(width: 200, height: 100)).displayList.isEmpty)
    }
}
