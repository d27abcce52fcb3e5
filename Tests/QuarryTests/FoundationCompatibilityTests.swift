import Foundation
import Quarry
import Testing

// Every public type of Quarry, named unqualified in a file that also imports Foundation: if a name
// clashes with Foundation's (`Expression`, `Predicate`, `SortOrder`, `Data`…), this file stops
// compiling with "'X' is ambiguous for type lookup".
//
// When you add a public type to Quarry, add it here. This lists what
//   grep -rhoE "public (struct|enum|protocol|final class|class|typealias|indirect enum) [A-Za-z]+" Sources/Quarry
// prints (`Element` and `SQLWrapped` are associated-type witnesses, not types of their own); nested
// types are listed with their parent since that is how code names them.

@Suite struct FoundationCompatibilityTests {
    @Test func everyPublicTypeIsNamedUnambiguously() {
        let types: [Any.Type] = [
            // Values and identifiers
            SQLValue.self, QuarryError.self, QuarryError.Kind.self, SQLIdentifier.self, TableName.self,
            Table.self,
            Table.IndexHint.self,
            // Expressions
            ExpressionNode.self, ExpressionNode.Kind.self, SQLExpression<Int64>.self, UntypedExpression.self,
            Column<Int64>.self,
            ColumnReference.self, BindParameter.self, BindParameter.Prefix.self, CaseNode.self,
            FunctionCall.self,
            WindowReference.self, InTarget.self, RaiseAction.self, SQLTypeName.self, SQLKeywordValue.self,
            UnaryOperator.self, BinaryOperator.self, PatternOperator.self, SQLFragment.self,
            SQLFragment.Interpolation.self,
            // Clauses and statements
            Select.self, SelectCore.self, CompoundOperator.self, ResultColumn.self, TableSource.self,
            JoinOperator.self, JoinConstraint.self, OrderingTerm.self, OrderingTerm.Direction.self,
            OrderingTerm.Nulls.self, CommonTableExpression.self, DerivedTable.self, ColumnScope.self,
            WithClause.self, WindowDefinition.self,
            WindowFrame.self, WindowFrame.Unit.self, WindowFrame.Bound.self, WindowFrame.Exclusion.self,
            Pragma.self, Pragma.Form.self, PragmaName.self, PragmaValue.self, Pragma.JournalMode.self,
            Pragma.Synchronous.self, Pragma.TempStore.self, Pragma.AutoVacuum.self, Pragma.LockingMode.self,
            Pragma.SecureDelete.self, Pragma.CheckpointMode.self, Pragma.TextEncoding.self, Explain.self,
            Explain.Mode.self, Begin.self, Begin.Behavior.self, Commit.self, Commit.Spelling.self,
            Rollback.self,
            Savepoint.self, Release.self, Attach.self, Detach.self, Vacuum.self, Analyze.self, Reindex.self,
            Insert.self, Update.self, Delete.self, CreateTable.self, CreateIndex.self, CreateView.self,
            CreateTrigger.self, CreateTrigger.Timing.self, CreateTrigger.Event.self, CreateVirtualTable.self,
            ModuleArgument.self, AlterTable.self, Drop.self, Drop.Kind.self, Assignment.self,
            ColumnDefinition.self, ColumnConstraint.self, ColumnConstraint.DefaultValue.self,
            ColumnConstraint.GeneratedStorage.self, TableConstraint.self, ForeignKeyClause.self,
            ForeignKeyClause.Action.self, ForeignKeyClause.Initially.self, ConflictResolution.self,
            UpsertClause.self, PendingUpsert.self, TableElement.self, TriggerStep.self, FTS5.self, FTS3.self,
            // Builders
            ResultColumnBuilder.self, CommonTableExpressionBuilder.self, AssignmentBuilder.self,
            TableElementBuilder.self, TriggerBodyBuilder.self,
            // Rendering
            SQLRenderer.self, SQLRenderer.ValueStyle.self, SQLDialect.self, RenderedSQL.self,
            IdentifierQuoting.self,
            Precedence.self,
        ]
        let protocols: [Any] = [
            (any SQLValueConvertible).self, (any SQLFixedWidthInteger).self, (any SQLBooleanType).self,
            (any SQLNumericType).self, (any SQLIntegerType).self, (any SQLTextType).self,
            (any SQLExpressible).self, (any SQLRenderable).self, (any SQLStatement).self,
            (any OrderingTermConvertible).self, (any TableSourceConvertible).self, (any ListBuilding).self,
            (any PragmaValueConvertible).self, (any ColumnNameConvertible).self,
        ]
        // Listed once each, so a copy-paste slip does not hide a missing type.
        let typeNames: Set<String> = Set(types.map { String(reflecting: $0) })
        let protocolNames: Set<String> = Set(protocols.map { String(reflecting: $0) })
        #expect(typeNames.count == types.count)
        #expect(protocolNames.count == protocols.count)
    }

    @Test func foundationTypesStillWork() {
        // Data and Quarry's values side by side, both unqualified.
        let bytes = Data([1, 2])
        #expect(bytes.sqlValue == SQLValue.blob([1, 2]))
        let statement = Select { Column<Data?>("payload") }.from(Table("message"))
        #expect(statement.description == #"SELECT "payload" FROM "message""#)
    }
}
