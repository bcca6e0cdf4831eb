-- Argo CD health check for zerolayer.io/RuleBundle: Degraded when the operator rejected the bundle
-- (it does not parse or compile), so a bad commit is visible in the Application at once.
local hs = {}

local function condition(status, ctype)
  if status == nil or status.conditions == nil then
    return nil
  end
  for _, c in ipairs(status.conditions) do
    if c.type == ctype then
      return c
    end
  end
  return nil
end

local function text(c, fallback)
  if c ~= nil and c.message ~= nil and c.message ~= "" then
    return c.message
  end
  return fallback
end

local status = obj.status
if status == nil then
  hs.status = "Progressing"
  hs.message = "Waiting for the zero-layer operator to validate the bundle"
  return hs
end

local generation = obj.metadata.generation
if generation ~= nil and (status.observedGeneration == nil or status.observedGeneration ~= generation) then
  hs.status = "Progressing"
  hs.message = "Waiting for the operator to validate generation " .. tostring(generation)
  return hs
end

local stalled = condition(status, "Stalled")
if stalled ~= nil and stalled.status == "True" then
  hs.status = "Degraded"
  hs.message = "Invalid rule bundle: " .. text(stalled, tostring(stalled.reason))
  return hs
end

local ready = condition(status, "Ready")
if ready ~= nil and ready.status == "False" and ready.reason ~= nil and string.find(ready.reason, "Invalid") then
  hs.status = "Degraded"
  hs.message = "Invalid rule bundle: " .. text(ready, ready.reason)
  return hs
end

local reconciling = condition(status, "Reconciling")
if reconciling ~= nil and reconciling.status == "True" then
  hs.status = "Progressing"
  hs.message = text(reconciling, "Validating")
  return hs
end

if ready ~= nil and ready.status == "True" then
  hs.status = "Healthy"
  hs.message = text(ready, "Bundle compiled")
  return hs
end

hs.status = "Progressing"
hs.message = text(ready, "Waiting for the bundle to compile")
return hs
