// The umbrella module: `import Cairn` gives the SwiftUI-named API (views, shapes, layout,
// animation, geometry) and Cairn's documented extras: `ImageRenderer` and `AnimationRenderer`
// output (PNG, SVG, PDF), frame export (`FrameExporter`, `ExportOptions`, …), display lists
// and `ViewLayout`. The Cairo back end (`CairoRenderer`, `Bitmap`, `PangoTextMeasurer`,
// `CairoImageDecoder`, `writeAtomically`) is not re-exported: `import CairnCairo` (product
// `CairnCairo`) for those who want it.
@_exported import CairnAnimation
@_exported import CairnDisplayList
@_exported import CairnExport
@_exported import CairnGeometry
@_exported import CairnLayout
// `Preview`, `PreviewTrait` and the registry; `#Preview` itself with the package trait `Previews`.
@_exported import CairnPreviews
@_exported import CairnShapes
@_exported import CairnSymbols
@_exported import CairnViews
// Controls, containers and presentations: the components built on the engine.
@_exported import CairnControls
@_exported import Foundation
// On Apple platforms Foundation holds URLRequest and URLSession, which a pasted web view
// wrapper or view model uses; on Linux they are FoundationNetworking's.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
// What `import SwiftUI` brings on Apple platforms: Observation (`@Observable`,
// `@ObservationIgnored`, `withObservationTracking`, from the toolchain) and Combine's
// `ObservableObject` family (Cairn's shim on Linux, module `Combine`).
@_exported import Observation
@_exported import CairnCombine
@_exported import CairnTransferable
// Core Location's coordinates, locations and location manager (`cairn` reads
// `import CoreLocation` as `import Cairn`; the `MapKit` product draws `Map`).
@_exported import CairnCoreLocation
// The views Apple's other frameworks add to SwiftUI (`cairn` reads `import
// AuthenticationServices`, `import AVKit`, `import AVFoundation`, `import CoreMedia`,
// `import WebKit` and `import CoreLocationUI` as `import Cairn`).
@_exported import CairnAuthenticationServices
@_exported import CairnAVKit
@_exported import CairnWebKit
// Contacts and Contacts UI (`import Contacts`, `import ContactsUI`).
@_exported import CairnContacts
// User Notifications, Local Authentication, Network's path monitor, Core Haptics and
// Message UI (`import UserNotifications`, `LocalAuthentication`, `Network`, `CoreHaptics`,
// `MessageUI`).
@_exported import CairnAppServices

import CairnCairo

/// The error rendering or writing an image throws (`ImageRenderer.pngData()`, `write(to:)`,
/// frame export), with a message that says what to do; Cairo's own type, named here so that
/// `import Cairn` alone can catch it.
public typealias RenderError = CairnCairo.RenderError
