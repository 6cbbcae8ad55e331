import Foundation
import TLCLI

exit(CLI().run(Array(CommandLine.arguments.dropFirst())))
