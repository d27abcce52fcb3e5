// expected-error: cannot convert value of type 'String' to expected argument type 'StaticString'
import Quarry

// Runtime text reaches SQL only through names that say "unsafe".
let userInput = readLine() ?? ""
let fragment = SQLFragment(stringLiteral: userInput)
