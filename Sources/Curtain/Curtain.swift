// The umbrella module: `import Curtain` brings in every layer, so applications and the command need one import.
// It holds no code of its own; each layer is a target so the compiler keeps imports pointing down
// (docs/architecture.md).
@_exported import CurtainDBus
@_exported import CurtainShell
@_exported import CurtainRendering
@_exported import CurtainInput
@_exported import CurtainViews
@_exported import CurtainPresentation
@_exported import CurtainAlerts
@_exported import CurtainDiagnostics
