// expected-error: instance method 'concat' requires the types 'String?' and 'Optional<String>.SQLWrapped' (aka 'String') be equivalent
import Quarry

let name = Column<String>("name")
let nickname = Column<String?>("nickname")
var text: SQLExpression<String> = name.concat("!")
text = name.concat(nickname)
