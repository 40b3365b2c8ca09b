"""The JSON API (docs/API.md): one blueprint per resource, each calling its service.

games: /api/v1/games and their hands. groups: /api/v1/groups. house_rules: /api/v1/house-rules.
"""
