// The named system-declared types of Apple's "System-declared uniform type identifiers"
// (`UTType.png`, `.pdf`, …); their parents, extensions and MIME types are in
// UTType+SystemTable.swift. Generated from a table; edit both files alike.

extension UTType {
    /// The base type for all types of items. (`public.item`).
    public static let item = UTType(uncheckedIdentifier: "public.item")
    /// The base type for all document content. (`public.content`).
    public static let content = UTType(uncheckedIdentifier: "public.content")
    /// Content that combines several kinds of content, such as a PDF. (`public.composite-content`).
    public static let compositeContent = UTType(uncheckedIdentifier: "public.composite-content")
    /// A data item that can be mounted as a volume. (`public.disk-image`).
    public static let diskImage = UTType(uncheckedIdentifier: "public.disk-image")
    /// The base type for any sort of simple byte stream, including files and in-memory data. (`public.data`).
    public static let data = UTType(uncheckedIdentifier: "public.data")
    /// The base type for directories. (`public.directory`).
    public static let directory = UTType(uncheckedIdentifier: "public.directory")
    /// The type for items that the system can resolve to a file or folder. (`com.apple.resolvable`).
    public static let resolvable = UTType(uncheckedIdentifier: "com.apple.resolvable")
    /// A symbolic link. (`public.symlink`).
    public static let symbolicLink = UTType(uncheckedIdentifier: "public.symlink")
    /// The base type for an executable item. (`public.executable`).
    public static let executable = UTType(uncheckedIdentifier: "public.executable")
    /// A volume mount point. (`com.apple.mount-point`).
    public static let mountPoint = UTType(uncheckedIdentifier: "com.apple.mount-point")
    /// An alias file. (`com.apple.alias-file`).
    public static let aliasFile = UTType(uncheckedIdentifier: "com.apple.alias-file")
    /// A URL bookmark. (`com.apple.bookmark`).
    public static let urlBookmarkData = UTType(uncheckedIdentifier: "com.apple.bookmark")
    /// The base type for URLs. (`public.url`).
    public static let url = UTType(uncheckedIdentifier: "public.url")
    /// A URL to a file. (`public.file-url`).
    public static let fileURL = UTType(uncheckedIdentifier: "public.file-url")
    /// The base type for all text-encoded data, including text with markup. (`public.text`).
    public static let text = UTType(uncheckedIdentifier: "public.text")
    /// Text with no markup and an unspecified encoding. (`public.plain-text`).
    public static let plainText = UTType(uncheckedIdentifier: "public.plain-text")
    /// Unicode-8 plain text with no markup. (`public.utf8-plain-text`).
    public static let utf8PlainText = UTType(uncheckedIdentifier: "public.utf8-plain-text")
    /// Unicode-16 plain text with no markup, with a byte-order mark. (`public.utf16-external-plain-text`).
    public static let utf16ExternalPlainText = UTType(uncheckedIdentifier: "public.utf16-external-plain-text")
    /// Unicode-16 plain text with no markup, in native byte order. (`public.utf16-plain-text`).
    public static let utf16PlainText = UTType(uncheckedIdentifier: "public.utf16-plain-text")
    /// Text containing delimited values. (`public.delimited-values-text`).
    public static let delimitedText = UTType(uncheckedIdentifier: "public.delimited-values-text")
    /// Text containing comma-separated values (.csv). (`public.comma-separated-values-text`).
    public static let commaSeparatedText = UTType(uncheckedIdentifier: "public.comma-separated-values-text")
    /// Text containing tab-separated values. (`public.tab-separated-values-text`).
    public static let tabSeparatedText = UTType(uncheckedIdentifier: "public.tab-separated-values-text")
    /// UTF-8-encoded text containing tab-separated values. (`public.utf8-tab-separated-values-text`).
    public static let utf8TabSeparatedText = UTType(uncheckedIdentifier: "public.utf8-tab-separated-values-text")
    /// Rich Text Format data. (`public.rtf`).
    public static let rtf = UTType(uncheckedIdentifier: "public.rtf")
    /// Any version of HTML. (`public.html`).
    public static let html = UTType(uncheckedIdentifier: "public.html")
    /// Generic XML. (`public.xml`).
    public static let xml = UTType(uncheckedIdentifier: "public.xml")
    /// YAML data. (`public.yaml`).
    public static let yaml = UTType(uncheckedIdentifier: "public.yaml")
    /// Cascading style sheets. (`public.css`).
    public static let css = UTType(uncheckedIdentifier: "public.css")
    /// Generic source code. (`public.source-code`).
    public static let sourceCode = UTType(uncheckedIdentifier: "public.source-code")
    /// Assembly language source (.s). (`public.assembly-source`).
    public static let assemblyLanguageSource = UTType(uncheckedIdentifier: "public.assembly-source")
    /// C source code (.c). (`public.c-source`).
    public static let cSource = UTType(uncheckedIdentifier: "public.c-source")
    /// Objective-C source code (.m). (`public.objective-c-source`).
    public static let objectiveCSource = UTType(uncheckedIdentifier: "public.objective-c-source")
    /// Swift source code (.swift). (`public.swift-source`).
    public static let swiftSource = UTType(uncheckedIdentifier: "public.swift-source")
    /// C++ source code. (`public.c-plus-plus-source`).
    public static let cPlusPlusSource = UTType(uncheckedIdentifier: "public.c-plus-plus-source")
    /// Objective-C++ source code. (`public.objective-c-plus-plus-source`).
    public static let objectiveCPlusPlusSource = UTType(uncheckedIdentifier: "public.objective-c-plus-plus-source")
    /// A C header. (`public.c-header`).
    public static let cHeader = UTType(uncheckedIdentifier: "public.c-header")
    /// A C++ header. (`public.c-plus-plus-header`).
    public static let cPlusPlusHeader = UTType(uncheckedIdentifier: "public.c-plus-plus-header")
    /// A base type for scripting language source code. (`public.script`).
    public static let script = UTType(uncheckedIdentifier: "public.script")
    /// An AppleScript text-based script (.applescript). (`com.apple.applescript.text`).
    public static let appleScript = UTType(uncheckedIdentifier: "com.apple.applescript.text")
    /// An Open Scripting Architecture binary script (.scpt). (`com.apple.applescript.script`).
    public static let osaScript = UTType(uncheckedIdentifier: "com.apple.applescript.script")
    /// An Open Scripting Architecture script bundle (.scptd). (`com.apple.applescript.script-bundle`).
    public static let osaScriptBundle = UTType(uncheckedIdentifier: "com.apple.applescript.script-bundle")
    /// JavaScript source code. (`com.netscape.javascript-source`).
    public static let javaScript = UTType(uncheckedIdentifier: "com.netscape.javascript-source")
    /// A base type for shell scripts. (`public.shell-script`).
    public static let shellScript = UTType(uncheckedIdentifier: "public.shell-script")
    /// A Perl script. (`public.perl-script`).
    public static let perlScript = UTType(uncheckedIdentifier: "public.perl-script")
    /// A Python script. (`public.python-script`).
    public static let pythonScript = UTType(uncheckedIdentifier: "public.python-script")
    /// A Ruby script. (`public.ruby-script`).
    public static let rubyScript = UTType(uncheckedIdentifier: "public.ruby-script")
    /// A PHP script. (`public.php-script`).
    public static let phpScript = UTType(uncheckedIdentifier: "public.php-script")
    /// A makefile. (`public.make-source`).
    public static let makefile = UTType(uncheckedIdentifier: "public.make-source")
    /// JavaScript object notation (JSON) data. (`public.json`).
    public static let json = UTType(uncheckedIdentifier: "public.json")
    /// A base type for property lists. (`com.apple.property-list`).
    public static let propertyList = UTType(uncheckedIdentifier: "com.apple.property-list")
    /// An XML property list. (`com.apple.xml-property-list`).
    public static let xmlPropertyList = UTType(uncheckedIdentifier: "com.apple.xml-property-list")
    /// A binary property list. (`com.apple.binary-property-list`).
    public static let binaryPropertyList = UTType(uncheckedIdentifier: "com.apple.binary-property-list")
    /// An Adobe Portable Document Format (PDF) document. (`com.adobe.pdf`).
    public static let pdf = UTType(uncheckedIdentifier: "com.adobe.pdf")
    /// A Rich Text Format Directory document (RTF with content embedding in its on-disk format). (`com.apple.rtfd`).
    public static let rtfd = UTType(uncheckedIdentifier: "com.apple.rtfd")
    /// A flattened RTFD document (RTF with content embedding in its on-disk format). (`com.apple.flat-rtfd`).
    public static let flatRTFD = UTType(uncheckedIdentifier: "com.apple.flat-rtfd")
    /// The WebKit webarchive format. (`com.apple.webarchive`).
    public static let webArchive = UTType(uncheckedIdentifier: "com.apple.webarchive")
    /// A base type for abstract image data. (`public.image`).
    public static let image = UTType(uncheckedIdentifier: "public.image")
    /// A JPEG image. (`public.jpeg`).
    public static let jpeg = UTType(uncheckedIdentifier: "public.jpeg")
    /// A TIFF image. (`public.tiff`).
    public static let tiff = UTType(uncheckedIdentifier: "public.tiff")
    /// A GIF image. (`com.compuserve.gif`).
    public static let gif = UTType(uncheckedIdentifier: "com.compuserve.gif")
    /// A PNG image. (`public.png`).
    public static let png = UTType(uncheckedIdentifier: "public.png")
    /// Apple icon data. (`com.apple.icns`).
    public static let icns = UTType(uncheckedIdentifier: "com.apple.icns")
    /// A Windows bitmap. (`com.microsoft.bmp`).
    public static let bmp = UTType(uncheckedIdentifier: "com.microsoft.bmp")
    /// Windows icon data. (`com.microsoft.ico`).
    public static let ico = UTType(uncheckedIdentifier: "com.microsoft.ico")
    /// A base type for raw image data. (`public.camera-raw-image`).
    public static let rawImage = UTType(uncheckedIdentifier: "public.camera-raw-image")
    /// A Scalable Vector Graphics (SVG) image. (`public.svg-image`).
    public static let svg = UTType(uncheckedIdentifier: "public.svg-image")
    /// A Live Photo. (`com.apple.live-photo`).
    public static let livePhoto = UTType(uncheckedIdentifier: "com.apple.live-photo")
    /// A High Efficiency Image File Format image. (`public.heif`).
    public static let heif = UTType(uncheckedIdentifier: "public.heif")
    /// A High Efficiency Image Coding image. (`public.heic`).
    public static let heic = UTType(uncheckedIdentifier: "public.heic")
    /// A WebP image. (`org.webmproject.webp`).
    public static let webP = UTType(uncheckedIdentifier: "org.webmproject.webp")
    /// A base type for 3D content. (`public.3d-content`).
    public static let threeDContent = UTType(uncheckedIdentifier: "public.3d-content")
    /// Universal Scene Description content. (`com.pixar.universal-scene-description`).
    public static let usd = UTType(uncheckedIdentifier: "com.pixar.universal-scene-description")
    /// Universal Scene Description Package content. (`com.pixar.universal-scene-description-mobile`).
    public static let usdz = UTType(uncheckedIdentifier: "com.pixar.universal-scene-description-mobile")
    /// A Reality File. (`com.apple.reality`).
    public static let realityFile = UTType(uncheckedIdentifier: "com.apple.reality")
    /// A SceneKit serialized scene. (`com.apple.scenekit.scene`).
    public static let sceneKitScene = UTType(uncheckedIdentifier: "com.apple.scenekit.scene")
    /// An augmented reality reference object. (`com.apple.arobject`).
    public static let arReferenceObject = UTType(uncheckedIdentifier: "com.apple.arobject")
    /// Any audio or video content. (`public.audiovisual-content`).
    public static let audiovisualContent = UTType(uncheckedIdentifier: "public.audiovisual-content")
    /// A media format that may contain both video and audio. (`public.movie`).
    public static let movie = UTType(uncheckedIdentifier: "public.movie")
    /// A media format that contains video only, without audio. (`public.video`).
    public static let video = UTType(uncheckedIdentifier: "public.video")
    /// A media format that contains audio only, without video. (`public.audio`).
    public static let audio = UTType(uncheckedIdentifier: "public.audio")
    /// A QuickTime movie. (`com.apple.quicktime-movie`).
    public static let quickTimeMovie = UTType(uncheckedIdentifier: "com.apple.quicktime-movie")
    /// An MPEG-1 or MPEG-2 movie. (`public.mpeg`).
    public static let mpeg = UTType(uncheckedIdentifier: "public.mpeg")
    /// An MPEG-2 video. (`public.mpeg-2-video`).
    public static let mpeg2Video = UTType(uncheckedIdentifier: "public.mpeg-2-video")
    /// The MPEG-2 Transport Stream audiovisual file format. (`public.mpeg-2-transport-stream`).
    public static let mpeg2TransportStream = UTType(uncheckedIdentifier: "public.mpeg-2-transport-stream")
    /// MPEG-3 audio. (`public.mp3`).
    public static let mp3 = UTType(uncheckedIdentifier: "public.mp3")
    /// MPEG-4 movie. (`public.mpeg-4`).
    public static let mpeg4Movie = UTType(uncheckedIdentifier: "public.mpeg-4")
    /// An MPEG-4 audio layer file. (`public.mpeg-4-audio`).
    public static let mpeg4Audio = UTType(uncheckedIdentifier: "public.mpeg-4-audio")
    /// An Apple protected MPEG4 format audio file. (`com.apple.protected-mpeg-4-audio`).
    public static let appleProtectedMPEG4Audio = UTType(uncheckedIdentifier: "com.apple.protected-mpeg-4-audio")
    /// An Apple protected MPEG-4 format video file. (`com.apple.protected-mpeg-4-video`).
    public static let appleProtectedMPEG4Video = UTType(uncheckedIdentifier: "com.apple.protected-mpeg-4-video")
    /// The AVI movie format. (`public.avi`).
    public static let avi = UTType(uncheckedIdentifier: "public.avi")
    /// The audio interchange file format. (`public.aiff-audio`).
    public static let aiff = UTType(uncheckedIdentifier: "public.aiff-audio")
    /// The Microsoft waveform audio format (.wav). (`com.microsoft.waveform-audio`).
    public static let wav = UTType(uncheckedIdentifier: "com.microsoft.waveform-audio")
    /// The MIDI audio format. (`public.midi-audio`).
    public static let midi = UTType(uncheckedIdentifier: "public.midi-audio")
    /// The base type for playlists. (`public.playlist`).
    public static let playlist = UTType(uncheckedIdentifier: "public.playlist")
    /// A M3U or M3U8 playlist. (`public.m3u-playlist`).
    public static let m3uPlaylist = UTType(uncheckedIdentifier: "public.m3u-playlist")
    /// A user-browsable directory. (`public.folder`).
    public static let folder = UTType(uncheckedIdentifier: "public.folder")
    /// The root folder of a volume or mounted disk. (`public.volume`).
    public static let volume = UTType(uncheckedIdentifier: "public.volume")
    /// A directory conforming to one of the package types. (`com.apple.package`).
    public static let package = UTType(uncheckedIdentifier: "com.apple.package")
    /// A directory conforming to one of the bundle types. (`com.apple.bundle`).
    public static let bundle = UTType(uncheckedIdentifier: "com.apple.bundle")
    /// The base type for bundle-based plug-ins. (`com.apple.plugin`).
    public static let pluginBundle = UTType(uncheckedIdentifier: "com.apple.plugin")
    /// A Spotlight metadata importer bundle. (`com.apple.metadata-importer`).
    public static let spotlightImporter = UTType(uncheckedIdentifier: "com.apple.metadata-importer")
    /// A Quick Look preview generator bundle. (`com.apple.quicklook-generator`).
    public static let quickLookGenerator = UTType(uncheckedIdentifier: "com.apple.quicklook-generator")
    /// An XPC service bundle. (`com.apple.xpc-service`).
    public static let xpcService = UTType(uncheckedIdentifier: "com.apple.xpc-service")
    /// A macOS or iOS framework bundle. (`com.apple.framework`).
    public static let framework = UTType(uncheckedIdentifier: "com.apple.framework")
    /// The base type for macOS and iOS applications. (`com.apple.application`).
    public static let application = UTType(uncheckedIdentifier: "com.apple.application")
    /// A bundled application. (`com.apple.application-bundle`).
    public static let applicationBundle = UTType(uncheckedIdentifier: "com.apple.application-bundle")
    /// An application extension (.appex). (`com.apple.application-and-system-extension`).
    public static let applicationExtension = UTType(uncheckedIdentifier: "com.apple.application-and-system-extension")
    /// A UNIX executable (flat file). (`public.unix-executable`).
    public static let unixExecutable = UTType(uncheckedIdentifier: "public.unix-executable")
    /// A Windows executable (.exe). (`com.microsoft.windows-executable`).
    public static let exe = UTType(uncheckedIdentifier: "com.microsoft.windows-executable")
    /// A System Preferences pane. (`com.apple.systempreference.prefpane`).
    public static let systemPreferencesPane = UTType(uncheckedIdentifier: "com.apple.systempreference.prefpane")
    /// An archive of files and directories. (`public.archive`).
    public static let archive = UTType(uncheckedIdentifier: "public.archive")
    /// A GNU zip archive. (`org.gnu.gnu-zip-archive`).
    public static let gzip = UTType(uncheckedIdentifier: "org.gnu.gnu-zip-archive")
    /// A bzip2 archive. (`public.bzip2-archive`).
    public static let bz2 = UTType(uncheckedIdentifier: "public.bzip2-archive")
    /// A zip archive. (`public.zip-archive`).
    public static let zip = UTType(uncheckedIdentifier: "public.zip-archive")
    /// An Apple Archive. (`com.apple.archive`).
    public static let appleArchive = UTType(uncheckedIdentifier: "com.apple.archive")
    /// A tar archive. (`public.tar-archive`).
    public static let tarArchive = UTType(uncheckedIdentifier: "public.tar-archive")
    /// A base type for spreadsheet documents. (`public.spreadsheet`).
    public static let spreadsheet = UTType(uncheckedIdentifier: "public.spreadsheet")
    /// A base type for presentation documents. (`public.presentation`).
    public static let presentation = UTType(uncheckedIdentifier: "public.presentation")
    /// A database store. (`public.database`).
    public static let database = UTType(uncheckedIdentifier: "public.database")
    /// A base type for messages, such as email or IM messages. (`public.message`).
    public static let message = UTType(uncheckedIdentifier: "public.message")
    /// Contact information, such as for a person, group, or organization. (`public.contact`).
    public static let contact = UTType(uncheckedIdentifier: "public.contact")
    /// Electronic business card data. (`public.vcard`).
    public static let vCard = UTType(uncheckedIdentifier: "public.vcard")
    /// A to-do item. (`public.to-do-item`).
    public static let toDoItem = UTType(uncheckedIdentifier: "public.to-do-item")
    /// A calendar event. (`public.calendar-event`).
    public static let calendarEvent = UTType(uncheckedIdentifier: "public.calendar-event")
    /// An email message. (`public.email-message`).
    public static let emailMessage = UTType(uncheckedIdentifier: "public.email-message")
    /// A base type for Apple internet location files. (`com.apple.internet-location`).
    public static let internetLocation = UTType(uncheckedIdentifier: "com.apple.internet-location")
    /// A Microsoft Internet Explorer internet location file. (`com.microsoft.internet-shortcut`).
    public static let internetShortcut = UTType(uncheckedIdentifier: "com.microsoft.internet-shortcut")
    /// A base type for fonts. (`public.font`).
    public static let font = UTType(uncheckedIdentifier: "public.font")
    /// A bookmark. (`public.bookmark`).
    public static let bookmark = UTType(uncheckedIdentifier: "public.bookmark")
    /// PKCS 12 data. (`com.rsa.pkcs-12`).
    public static let pkcs12 = UTType(uncheckedIdentifier: "com.rsa.pkcs-12")
    /// X.509 certificate data. (`public.x509-certificate`).
    public static let x509Certificate = UTType(uncheckedIdentifier: "public.x509-certificate")
    /// The electronic publication (EPUB) format. (`org.idpf.epub-container`).
    public static let epub = UTType(uncheckedIdentifier: "org.idpf.epub-container")
    /// A base type for console logs. (`public.log`).
    public static let log = UTType(uncheckedIdentifier: "public.log")
    /// An Apple Haptics Audio Pattern file. (`com.apple.haptics.ahap`).
    public static let ahap = UTType(uncheckedIdentifier: "com.apple.haptics.ahap")
    /// Geospatial data in JSON format. (`public.geojson`).
    public static let geoJSON = UTType(uncheckedIdentifier: "public.geojson")
    /// Serialized LinkPresentation metadata. (`com.apple.linkpresentation.metadata`).
    public static let linkPresentationMetadata = UTType(uncheckedIdentifier: "com.apple.linkpresentation.metadata")
}
