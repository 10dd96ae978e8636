import Cairn

// Seed 003 ("GeometryReader"): a ring whose stroke width is 20 % of the smaller side it is
// offered, shown three times, at 100, 150 and 300 points, between Spacers. The code is the
// seed's; its `ContentView` is named `MyProgressRow` here.

/// Seed 003's ring: a green circle stroked at a fifth of the offered size's shorter side.
struct MyProgress: View {
    var body: some View {
        GeometryReader { geo in
            Circle()
                .stroke(Color.green, lineWidth: min(geo.size.width, geo.size.height) * 0.2)
                
        }
    }
}

/// Seed 003's row of three rings of growing size, spread by Spacers.
public struct MyProgressRow: View {
    public init() {}
    public var body: some View {
        HStack() {
            Spacer()
            
            MyProgress()
                .frame(width: 100, height: 100)
            
            Spacer()
            
            MyProgress()
                .frame(width: 150, height: 150)
            
            Spacer()
            
            MyProgress()
                .frame(width: 300, height: 300)
            
            Spacer()
        }
    }
}
