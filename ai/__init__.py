"""The AI coach: decisions made through the public engine and team APIs only.

Its one import name is ``samurai_bowl.ai`` (the folder ``ai/`` at the top of the repository is
linked into the package as ``samurai_bowl/ai``). Imported as ``ai`` — from the repository's root,
where the folder is also on the path — its modules would load a second time as other objects,
with caches and classes of their own, so that name is refused.
"""

if __name__ != "samurai_bowl.ai":
    raise ImportError(f"import the AI as samurai_bowl.ai, not as {__name__}: it has one name")
