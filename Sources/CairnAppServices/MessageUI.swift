import CairnViews
import Foundation

// Message UI as app code uses it (`cairn` reads `import MessageUI` as `import Cairn`): the
// "Contact support" button that checks `canSendMail()` and wraps the composer in a
// representable. A render has no Mail account and no Messages: both checks are false, so the
// fallback (a mailto link, a disabled button) draws; a composer still made draws the plain
// system background a UIKit controller draws at rest.

/// How composing ended, as `MFMailComposeResult`.
public enum MFMailComposeResult: Int, Sendable {
    /// Cancelled.
    case cancelled = 0
    /// Saved as a draft.
    case saved = 1
    /// Sent.
    case sent = 2
    /// Failed.
    case failed = 3
}

/// How a message ended, as `MessageComposeResult`.
public enum MessageComposeResult: Int, Sendable {
    /// Cancelled.
    case cancelled = 0
    /// Sent.
    case sent = 1
    /// Failed.
    case failed = 2
}

/// What a mail composer tells its delegate, as `MFMailComposeViewControllerDelegate` (never
/// called in a render).
public protocol MFMailComposeViewControllerDelegate: AnyObject {
    /// Composing ended with `result`.
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?)
}

extension MFMailComposeViewControllerDelegate {
    /// Nothing by default.
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {}
}

/// What a message composer tells its delegate, as `MFMessageComposeViewControllerDelegate`.
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
    /// Composing ended with `result`.
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// The mail composer, as `MFMailComposeViewController`.
open class MFMailComposeViewController: UINavigationController {
    /// Whether the device can send mail: no account in a render, so false.
    open class func canSendMail() -> Bool { false }
    /// The delegate.
    open weak var mailComposeDelegate: MFMailComposeViewControllerDelegate?
    /// The recipients, subject and body set so far.
    public private(set) var toRecipients: [String] = [], subject = "", messageBody = ""
    /// Sets the recipients.
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }
    /// Sets the copied recipients.
    open func setCcRecipients(_ ccRecipients: [String]?) {}
    /// Sets the blind-copied recipients.
    open func setBccRecipients(_ bccRecipients: [String]?) {}
    /// Sets the subject.
    open func setSubject(_ subject: String) { self.subject = subject }
    /// Sets the body.
    open func setMessageBody(_ body: String, isHTML: Bool) { messageBody = body }
    /// Attaches `attachment`.
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {}
    /// Sets the preferred sending address.
    open func setPreferredSendingEmailAddress(_ emailAddress: String) {}
}

/// The message composer, as `MFMessageComposeViewController`.
open class MFMessageComposeViewController: UINavigationController {
    /// Whether the device can send text messages: false in a render.
    open class func canSendText() -> Bool { false }
    /// Whether it can send attachments: false.
    open class func canSendAttachments() -> Bool { false }
    /// Whether it can send a subject: false.
    open class func canSendSubject() -> Bool { false }
    /// The delegate.
    open weak var messageComposeDelegate: MFMessageComposeViewControllerDelegate?
    /// The recipients.
    open var recipients: [String]?
    /// The body.
    open var body: String?
    /// The subject.
    open var subject: String?
    /// Attaches `attachmentData`.
    @discardableResult open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool { false }
}
