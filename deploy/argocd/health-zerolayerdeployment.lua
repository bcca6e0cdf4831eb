-- Argo CD health check for zerolayer.io/ZeroLayerDeployment.
-- Without it Argo CD shows every custom resource as Healthy, even one whose bundle rollout is blocked.
-- Order matters: a status that describes an older generation says nothing about the current spec.
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
  hs.message = "Waiting for the zero-layer operator to observe the resource"
  return hs
end

local generation = obj.metadata.generation
if generation ~= nil and (status.observedGeneration == nil or status.observedGeneration ~= generation) then
  hs.status = "Progressing"
  hs.message = "Waiting for the operator to observe generation " .. tostring(generation)
  return hs
end

local blocked = condition(status, "RolloutBlocked")
if blocked ~= nil and blocked.status == "True" then
  -- Git holds the new bundle, the cluster keeps serving the old one: Synced + Degraded.
  hs.status = "Degraded"
  hs.message = "Rollout blocked: " .. text(blocked, tostring(blocked.reason))
  return hs
end

local bundle = condition(status, "BundleReady")
if bundle ~= nil and bundle.status == "False" and bundle.reason ~= nil and string.find(bundle.reason, "Invalid") then
  hs.status = "Degraded"
  hs.message = "Invalid rule bundle: " .. text(bundle, bundle.reason)
  return hs
end

local stalled = condition(status, "Stalled")
if stalled ~= nil and stalled.status == "True" then
  hs.status = "Degraded"
  hs.message = text(stalled, "Stalled: " .. tostring(stalled.reason))
  return hs
end

local gpu = condition(status, "GPUCapacity")
if gpu ~= nil and gpu.status == "False" then
  hs.status = "Degraded"
  hs.message = text(gpu, "No node meets the GPU compute capability")
  return hs
end

local reconciling = condition(status, "Reconciling")
if reconciling ~= nil and reconciling.status == "True" then
  hs.status = "Progressing"
  hs.message = text(reconciling, "Reconciling")
  return hs
end

local ready = condition(status, "Ready")
if ready ~= nil and ready.status == "True" then
  hs.status = "Healthy"
  hs.message = text(ready, "Ready")
  return hs
end

hs.status = "Progressing"
hs.message = text(ready, "Waiting for the deployment to become ready")
return hs
