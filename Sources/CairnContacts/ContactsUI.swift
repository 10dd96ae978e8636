import CairnDisplayList
import CairnViews
import Foundation

// Contacts UI's SwiftUI surface: iOS 18's contact access button and picker, and the UIKit
// picker and viewer controllers apps wrap in representables.

/// A button that adds the contacts matching a search to those the app may read, as Contacts
/// UI's `ContactAccessButton` (iOS 18).
///
/// Apple: "If a single contact matches, the button shows that contact's name and image"; with
/// several matches it offers them in a separate view. The matches come from the person's
/// address book outside the app's access, which a render does not have: no contact matches,
/// so Cairn draws nothing and takes no space (Apple documents the matching looks, not the
/// look of no match: Cairn's reading). The approval callback never runs.
public struct ContactAccessButton: View {
    let query: String

    /// A button for the contacts matching `query` (its name, email or phone), leaving out those
    /// with an email in `ignoredEmails` or a number in `ignoredPhoneNumbers`; `approvalCallback`
    /// receives the identifiers the person approves.
    public init(queryString query: String, ignoredEmails: Set<String>? = nil, ignoredPhoneNumbers: Set<String>? = nil,
                approvalCallback: (([String]) -> Void)? = nil) {
        self.query = query
    }

    /// Nothing: no contact matches in a render.
    public var body: some View { EmptyView() }

    /// What the button's second line shows under a matching name, as `ContactAccessButton.Caption`.
    public enum Caption: String, Sendable {
        /// Nothing under the name.
        case defaultText
        /// The contact's email address.
        case email
        /// The contact's phone number.
        case phone
    }

    /// The button's colours and image size, as `ContactAccessButton.Style`.
    public struct Style: Sendable {
        let imageTrailingEdgePadding: CGFloat?
        let imageWidth: CGFloat?
        let imageColor: Color?
        /// A style with these values (nil: the system's).
        public init(imageTrailingEdgePadding: CGFloat? = nil, imageWidth: CGFloat? = nil, imageColor: Color? = nil) {
            self.imageTrailingEdgePadding = imageTrailingEdgePadding
            self.imageWidth = imageWidth
            self.imageColor = imageColor
        }
        /// The system's style.
        public static let automatic = Style()
    }
}

extension View {
    /// What contact access buttons within this view show under a matching name (no contact
    /// matches in a render: nothing drawn changes).
    public func contactAccessButtonCaption(_ caption: ContactAccessButton.Caption) -> some View { self }
    /// The style of contact access buttons within this view (nothing drawn changes).
    public func contactAccessButtonStyle(_ style: ContactAccessButton.Style) -> some View { self }
    /// Presents the system's picker of contacts to share while `isPresented` is true (iOS 18).
    /// The picker runs outside the app and has no address book in a render: nothing is drawn
    /// and `completionHandler` is never called.
    public func contactAccessPicker(isPresented: Binding<Bool>, completionHandler: @escaping ([String]) -> Void) -> some View { self }
}

/// The system's contact picker, as Contacts UI's `CNContactPickerViewController`: presented
/// out of the app's process on iOS; in a render it draws a plain system background.
open class CNContactPickerViewController: UIViewController {
    /// The picker's delegate.
    open weak var delegate: CNContactPickerDelegate?
    /// Which contacts may be picked.
    open var predicateForEnablingContact: NSPredicate?
    /// Which contacts end the pick at once.
    open var predicateForSelectionOfContact: NSPredicate?
    /// The keys shown.
    open var displayedPropertyKeys: [String]?
}

/// What a contact picker tells its delegate, as `CNContactPickerDelegate` (no pick happens
/// in a render).
public protocol CNContactPickerDelegate: AnyObject {
    /// The person picked `contact`.
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact)
    /// The person picked `contacts`.
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact])
    /// The person cancelled.
    func contactPickerDidCancel(_ picker: CNContactPickerViewController)
}

extension CNContactPickerDelegate {
    /// Nothing by default.
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {}
    /// Nothing by default.
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact]) {}
    /// Nothing by default.
    public func contactPickerDidCancel(_ picker: CNContactPickerViewController) {}
}

/// A controller that shows a contact, as Contacts UI's `CNContactViewController`: its card
/// is the system's; in a render it draws a plain system background.
open class CNContactViewController: UIViewController {
    /// The contact shown.
    public let contact: CNContact
    /// Whether editing is allowed.
    open var allowsEditing = true
    /// Whether actions (call, message) show.
    open var allowsActions = true
    /// A viewer of `contact`.
    public init(for contact: CNContact) { self.contact = contact; super.init() }
    /// A viewer for a new contact.
    public init(forNewContact contact: CNContact?) { self.contact = contact ?? CNContact(); super.init() }
    /// A viewer for a contact not in the address book.
    public init(forUnknownContact contact: CNContact) { self.contact = contact; super.init() }
    /// The keys a viewer needs.
    open class func descriptorForRequiredKeys() -> CNKeyDescriptor { "*" }
}
