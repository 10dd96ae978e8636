// The umbrella module: `import Cairn` gives the whole SwiftUI-compatible API.
@_exported import CairnAnimation
@_exported import CairnCairo
@_exported import CairnDisplayList
@_exported import CairnExport
@_exported import CairnGeometry
@_exported import CairnLayout
@_exported import CairnShapes
@_exported import CairnViews
@_exported import Foundation
