import Cairn
import Foundation

/// A photo as apps receive one: JPEG bytes (from the network, a picker or a database) made
/// into `UIImage(data:)` and drawn with `Image(uiImage:)`, filled into a cover and cropped
/// into a round avatar. The JPEG (a 160 × 160 sunset, 2.1 KB) is decoded by libjpeg-turbo.
struct PhotoCard: View {
    static let jpeg = Data(base64Encoded: "/9j//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgGBgcGBwgICAgICAkJCQoKCgkJCQkKCgoKCgoMDAwKCgoKCgoKDAwMDA0ODQ0NDA0ODg8PDxISEREVFRUZGR//xACTAAACAgMBAAAAAAAAAAAAAAAAAQIDBAUGBwEBAAMBAQEAAAAAAAAAAAAAAAECBAMFBhAAAgIABAQFAQYGAwEAAAAAAAEDAhIRBQRBIiExUTIGYXGBkcEUUiMTobEVQ4JCJOHwYhEAAgICAQIFAQgDAQEAAAAAAAECEQMSBCIhUUFhMTIFwYFikXETUkKy8NEVsf/AABEIAKAAoAMBIgACEQADEQD/2gAMAwEAAhEDEQA/AO2AQHx+h9fYwEA0FjAQDQWMBANBYwEA0FjAQDQWMBANBYwEA0FjAQDQWMBANBYgEBo0KWMBANBYwEA0FjAQDQWMBANBYwEA0FjAQDQWMBANBYwEA0FjAQDQWIBAaNDnYwEA0FjAQDQWMBANBYwEA0FjAnHDaTsZ0WnO3dENJFZZYx92a4Dc/wBL6djHl0517IjpKrkQfma4CckNo+5WW0OilYwEA0FjAQDQWIBAadCljAQDQWMBANBYwEA0FjLtvC5bexQbrTIM8imTojZTJk0jZmbTZqqTaM9VVeyGll0Axt2YZScn3ATqrd0MCCpr93s1ZNpGg3ELit7HXtZ9DR6nBlmdsMu9M0cfK06ZpgEBp0NdjAQE6CxAIDRoUsYCAaCxgIBoLGAgGgslTzL5Om01cv0OYTyaOj0yRZJGflwagcs/eJtAADzzIAAAAGv1Jcv0NgavU5Fk0dMKuaL4/kjnb+Z/IgbzbEenobbGAgJ0FiAQGjQpYwEA0FjAQDQWMBANBYzY6fucDSbNaafeeqtP0+Zx4pJpKvKyhVbKr4p2tatc/FJvJ9GVyYVOLTOWfNixQvLOMF4yZ6bDKpap8S04rQvVOz1Jfoy5Xr1tFflkS8cObzXvVtHTxahSy6nk5uLPG+ytHBazSlCSnF+zi7RnAUfi4vEol1ClV0OSxTl2UWNWzJmlUVW+JzmobnG2kye71DHmkzV2s7PNno8ThuHVL3O+KGvdgAgNmh1sYCAaCxAQjkpLSt6WVq3qrVsuzq1mmvlEjRoc9hgICdCbGAgGgsYCMDV9Ui0naXnvk7eWKn55H2Xxxs+CI1orPJHHFyk6UVbZqfVWvPZU/B7a2U8lc73XeKN+D4Xtw8F14o4ZcqJSSybmWSeWzvJJZ2tZ8W/u8FwRTJczyezpHzXL5E+dmcneq7Rj4L/r8yUW6m281JYb2jko863q+qf/ALuuzR6V6d9S/wBUiVLtU3NFz04XX56e3iuB5hGs2ZNJr7e1ZI7Ol6vOtqvJp+zJtKlVluNy58HIteqD+UPH1Xgz2T8XL4kLTXt3Zwmw9cSVqqbvb/utf3Ymqt/NHy5/DS9jKm9bxpfpbS795JFX+FVb+ZesUe/Zfcex/wCpw9dnk1/C4y2/JJnWgcNT13PW/wCptIrUz7Uvatkvl4k/sR1WmartdVi/cgt1Xnjt0vRv8y6/RrNMutZex1wc7j8h6wn1fxacW/0v3M8BAW0NFjAQDQWcV6P1vClp+4t0b/49nwb7xN+7619814HaHkNOVZnQbL1pu9rRRzxV3SXRWd3ST/K2G6t85Z+LK4cy+MvuZ4nB+prGv2s11H4zq+38X59vI740mp+qNlp7tHTPcyrvWjSpV+FpOqz9qp5cTlt/6n3+o1dE1ton3pG3isvC131+iwp8TSSWyGTP3qH5v7CeT9YbenGX65JL/GP2v8jqV67mV+bZxuvgpbJ/a6tfwN3svVem7tLHe22t+WVdPpeudftyPNqLEy9vCin78o+D/Uzr6py8T+Syekkv/qpno289TaXtI3b8RWa3COHns38rlX+TRwWp6puNY3LmmeVVmo4k+WOvgvFv/a3H4Nc3iZdVZIjJlbXh6Iryudm5SUZVGP8AGN93637js8KMdvEyUlgjqc10qyMWPWNltFhRXJbMle2SKqrExHxZDx+8mWx1JSWyQ/KiizxMLqdnFY9pWOqxM2Gy302mzUnhthtXuuFq8a2XFP8A7XUw465IjJcXcu3kGpbpxbTi7TXk0eraXqUOq7au4iffpenGl13q/ufFdTMPLdD1SbSdx+7TO0duksefS9fusu9X9x6NsdS2uoRq8EtbdOtG0r19rV7r+XgzbinHJ2vqXl9p7vC58eRHWTSyx917X+Jf72Mw5X1Vrn7Sew29uey/Xuv9av8Atr3svN4LpxMnXPUsGxpaHbXrLuX05WrVi/8Aqz7Oy4V+04S97Wdr3btazbtZ9W2+rbfuc+RkUVrH3fv6Gf6nz6i8GKVyl2nJf1Xgn4vz8Cu9skVVWJis8TLo65IzfFHnThovUl5UUWeJk5LEY65hdlbIx49VbLaLJFclyd7ZIpXMxHv3ZZY76mTjqTvbJDXKii9sTI+TJhj3l6CXMy/yohHXIjJchvZ0aow2dEbWxMujrkUx1zZdZ4UG/JDND+qIyXFHXMh5mXpYUS3qqOUoaqgvbJFK5mF7ZssjqF0oh49I2WLlRTe2bJyWIUWbJj27szPHXUyyOuQpbk7PCjGfMwu7snDjt2yUdc2W2thQqrCiq9s2VXUzXPHvL0F5mXrlRCOoSXEnbpDTZ0iF7ZssjqVUWbL28KEn5ItOFJRRCSxCizZFvEy6qwolvVExhoq8x2eFGP5mSktmEdSq6VZrxY9Y2W1WFFV7ZsnJbJFVFiYj4sh4/eTLY6jktkSzwox28TC6nZxWPaVkqLNl7eFEaLJFclh8mROG79BN4mZFFkimKpZe2SLN32Rmywt6ohJbPoEdSCWJl/lQk6VFow1SSP/Z")!

    private var photo: Image {
        UIImage(data: Self.jpeg).map { Image(uiImage: $0) } ?? Image(systemName: "photo")
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            photo
                .resizable()
                .scaledToFill()
                .frame(height: 140)
                .clipped()
            HStack(spacing: 12) {
                photo
                    .resizable()
                    .scaledToFill()
                    .frame(width: 56, height: 56)
                    .clipShape(Circle())
                    .overlay(Circle().stroke(.white, lineWidth: 3))
                    .offset(y: -20)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Evening Hike").font(.headline)
                    Text("Ridge trail · 7.4 km").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
            }
            .padding(.horizontal, 16)
            .padding(.bottom, 12)
        }
        .background(.background, in: .rect(cornerRadius: 20))
        .clipShape(.rect(cornerRadius: 20))
        .shadow(color: .black.opacity(0.15), radius: 10, y: 4)
        .padding(20)
    }
}

extension SampleCatalog {
    /// A JPEG decoded from bytes, as a cover and an avatar.
    static var photoSamples: [Sample] {
        [Sample("photo-card", PhotoCard().background(Color(white: 0.95)), width: 360, height: 260,
                outputs: [SampleOutput("photo-card@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
