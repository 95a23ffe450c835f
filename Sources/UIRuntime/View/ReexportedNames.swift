/// The focus engine's names an app needs to implement ``ViewHostCommands`` (its scenes), so a
/// program that builds on UIRuntime alone can write them without depending on FocusEngine.
@_exported import struct FocusEngine.SceneID
