// Placeholder until the scanner lands: writes an empty binding file so the package builds.
import Foundation
let args = CommandLine.arguments
FileManager.default.createFile(atPath: args[2], contents: Data("// generated placeholder\n".utf8))
