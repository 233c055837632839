import Foundation

// plumb: the command-line front of the pipeline (see docs/ARCHITECTURE.md).
exit(PlumbCommand.main(Array(CommandLine.arguments.dropFirst())))
