/// Another lazy geometry mirrored left-to-right inside its content width (right-to-left layouts).
public struct MirroredItemGeometry: LazyItemGeometry {
    public var base: any LazyItemGeometry
    public init(_ base: any LazyItemGeometry) { self.base = base }

    public var count: Int { base.count }
    public var contentSize: Size { base.contentSize }
    public var lineAxis: Axis? { base.lineAxis }
    public func frame(ofItem index: Int) -> Rect { base.frame(ofItem: index).mirrored(inWidth: contentSize.width) }
    public func items(intersecting rect: Rect) -> [Int] { base.items(intersecting: rect.mirrored(inWidth: contentSize.width)) }
}
