// generated - do not edit: written by `npm run gen` from schemas/models/health-plan-details.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/health-plan-details.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/health-plan-details.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/health-plan-details.json","title":"registration.section.healthPlanDetails","type":"object","required":["id"],"properties":{"id":{"title":"caption.healthPlan","type":"integer","minimum":1,"maximum":2147483647,"messages":{"required":"providerManagement.healthPlanRequired","type":"providerManagement.healthPlanRequired","minimum":"field.invalid","maximum":"field.invalid"}},"pin":{"normalize":{"pattern":"\\s*(\\S(?:[\\s\\S]*\\S)?)\\s*","replacement":"$1"},"title":"caption.pin","type":["string","null"],"maxLength":20,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$","messages":{"required":"field.required","type":"field.invalid","maxLength":"field.maxLength","pattern":"field.invalid"},"validCharacters":true},"pinRequired":{"type":["boolean","null"]}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid","required":"providerManagement.healthPlanRequired"},"definitions":{}};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("^[^\\u0000-\\u001F\\u007F-\\u009F]*$", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/health-plan-details.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "id") || (key0 === "pin")) || (key0 === "pinRequired"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 2147483647 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.pin !== undefined){
let data1 = data.pin;
if((typeof data1 !== "string") && (data1 !== null)){
const err5 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/type",keyword:"type",params:{type: schema27.properties.pin.type}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 === "string"){
if(func2(data1) > 20){
const err6 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/maxLength",keyword:"maxLength",params:{limit: 20}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001F\\u007F-\\u009F]*$"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(pattern1.test(data1)){
const err8 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.pinRequired !== undefined){
let data2 = data.pinRequired;
if((typeof data2 !== "boolean") && (data2 !== null)){
const err9 = {instancePath:instancePath+"/pinRequired",schemaPath:"#/properties/pinRequired/type",keyword:"type",params:{type: schema27.properties.pinRequired.type}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
