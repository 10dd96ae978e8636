import Cairn
import Foundation
import PhotosUI

/// A profile editor as apps write it with PhotosUI: a picker with a label under the avatar,
/// a titled picker for several photos, and the presented-picker modifier (nothing at rest).
struct PhotosPickerScreen: View {
    @State private var avatarItem: PhotosPickerItem?
    @State private var items: [PhotosPickerItem] = []
    @State private var name = "Taylor"
    @State private var showPicker = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Image(systemName: "person.crop.circle.fill")
                        .resizable().scaledToFit().frame(width: 88, height: 88)
                        .foregroundStyle(.gray)
                        .frame(maxWidth: .infinity)
                    PhotosPicker(selection: $avatarItem, matching: .images) {
                        Label("Change Photo", systemImage: "photo")
                    }
                }
                Section("Name") { TextField("Name", text: $name) }
                Section("Gallery") {
                    PhotosPicker("Add Photos", selection: $items, maxSelectionCount: 10, selectionBehavior: .ordered,
                                 matching: .any(of: [.images, .livePhotos]))
                }
            }
            .navigationTitle("Edit Profile")
            .photosPicker(isPresented: $showPicker, selection: $avatarItem)
        }
    }
}

extension SampleCatalog {
    /// PhotosUI's picker in a profile editor, at scale 2.
    static var photosPickerSamples: [Sample] {
        [Sample("photos-picker", PhotosPickerScreen(), width: 390, height: 560,
                outputs: [SampleOutput("photos-picker@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
