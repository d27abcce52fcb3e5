@_exported import Quarry
