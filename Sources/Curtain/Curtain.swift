// The umbrella module: `import Curtain` brings in every layer of the toolkit, so applications need one import.
// It holds no code of its own; each layer is a target so the compiler keeps imports pointing down
// (docs/architecture.md). Raw D-Bus (`CurtainDBus`) and the diagnostics (`CurtainDiagnostics`) are products of
// their own, imported by the programs that use them.
@_exported import CurtainDesktop
@_exported import CurtainShell
@_exported import CurtainRendering
@_exported import CurtainInput
@_exported import CurtainViews
@_exported import CurtainPresentation
@_exported import CurtainAlerts
